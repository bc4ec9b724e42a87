struct Base {
    __host__ __device__ int f(int x) const { return x; }
};

struct Derived : Base {
    using Base::f;
    __host__ __device__ int f(float x) const { return (int)(x * 2); }
};

typedef Derived Alias;
using IntPtr = int *;

__global__ void k(IntPtr out)
{
    Alias d;
    out[0] = d.f(3) + d.f(1.5f);
}

int main()
{
    IntPtr p;
    cudaMalloc((void **)&p, sizeof(int));
    k<<<1, 1>>>(p);
    return 0;
}
