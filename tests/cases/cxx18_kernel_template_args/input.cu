#include <cstdio>
template <typename T, int N, bool Flag>
__global__ void k1(T *p) { if (Flag) p[threadIdx.x] = T(N); }

template <typename T, unsigned BLOCK = 64>
__global__ void k2(const T *__restrict__ in, T *__restrict__ out, int n)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) out[i] = in[i] * 2;
}
template <char C, long L, short S>
__global__ void k3(long *p) { p[0] = C + L + S; }

struct Functor { __device__ int operator()(int x) const { return x + 1; } };
template <typename F>
__global__ void k4(int *p, F f) { p[0] = f(p[0]); }

template <int *P>
__global__ void k5() {}
__device__ int gvar;

int main()
{
    float *f; int *i; long *l;
    cudaMalloc((void **)&f, 256); cudaMalloc((void **)&i, 256); cudaMalloc((void **)&l, 8);
    k1<float, 3, true><<<1, 32>>>(f);
    k1<int, -1, false><<<1, 32>>>(i);
    k2<float><<<1, 64>>>(f, f, 64);
    k2<int, 32><<<2, 32>>>(i, i, 64);
    k3<'a', 100L, 7><<<1, 1>>>(l);
    k4<<<1, 1>>>(i, Functor{});
    k5<&gvar><<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
