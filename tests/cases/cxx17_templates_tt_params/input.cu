template <typename T> struct Box { T v; };
template <typename T> struct Twin { T a, b; };

template <template <typename> class C, typename T>
__host__ __device__ C<T> make(T v) { C<T> c{}; c = C<T>{v}; return c; }

template <template <typename> class C>
struct Factory {
    template <typename T> __host__ __device__ static C<T> of(T v) { return C<T>{v}; }
};

__global__ void k(float *o)
{
    Box<float> b = make<Box>(1.0f);
    Box<int> c = Factory<Box>::of(2);
    o[0] = b.v + c.v;
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o);
    Box<int> b = make<Box>(3);
    return b.v - 3;
}
