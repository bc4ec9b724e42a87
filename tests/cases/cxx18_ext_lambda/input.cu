#include <cstdio>
template <typename F>
__global__ void apply(int *p, int n, F f)
{
    int i = threadIdx.x;
    if (i < n) p[i] = f(p[i]);
}
template <typename F>
__host__ __device__ int call_hd(F f, int v) { return f(v); }
int main()
{
    int *p;
    int n = 32;
    cudaMalloc((void **)&p, n * sizeof(int));
    int scale = 4;
    apply<<<1, n>>>(p, n, [=] __device__(int x) { return x * scale; });
    auto hd = [=] __host__ __device__(int x) { return x + scale; };
    apply<<<1, n>>>(p, n, hd);
    printf("%d\n", call_hd(hd, 1));
    cudaDeviceSynchronize();
    return 0;
}
