#include <cstdio>
template <typename T>
__host__ __device__ T clamp(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
template <typename T>
__device__ T warp_sum(T v)
{
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
    return v;
}
template <typename T>
__global__ void k(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? clamp(p[i], T(0), T(10)) : T(0);
    v = warp_sum(v);
    if ((threadIdx.x & 31) == 0) p[i / 32] = v;
}
template __global__ void k<int>(int *, int);
int main()
{
    float *f; int *i;
    cudaMalloc((void **)&f, 256); cudaMalloc((void **)&i, 256);
    k<<<1, 64>>>(f, 64);
    k<int><<<1, 64>>>(i, 64);
    printf("%d\n", clamp(15, 0, 10));
    return 0;
}
