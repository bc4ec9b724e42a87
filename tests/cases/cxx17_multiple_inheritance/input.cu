struct Named { const char *name; __host__ __device__ const char *get_name() const { return name; } };
struct Sized { int size; __host__ __device__ int get_size() const { return size; } };
struct Item : Named, Sized {
    float w;
    __host__ __device__ Item(const char *n, int s, float ww) : Named{n}, Sized{s}, w(ww) {}
};

struct Base { int b = 1; };
struct L : virtual Base { int l = 2; };
struct R : virtual Base { int r = 3; };
struct D : L, R { int d = 4; };

__global__ void k(int *o)
{
    Item it("x", 5, 1.0f);
    const Sized &s = it;
    o[0] = s.get_size() + (it.get_name() != nullptr);
}

int main()
{
    D d;
    Base &b = d;
    int *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o);
    return b.b + d.l + d.r + d.d - 10;
}
