struct A { int a; __device__ int fa() const { return a; } };
struct B { int b; __device__ int fb() const { return b; } };

template <typename... Bases>
struct Mix : Bases...
{
    __device__ int n() const { return sizeof...(Bases); }
};

__global__ void k(int *out)
{
    Mix<A, B> m;
    m.a = 1;
    m.b = 2;
    out[0] = m.fa() + m.fb() + m.n();
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o);
    return 0;
}
