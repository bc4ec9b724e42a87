#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>

#define CUDA_CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void vecAdd(const float* __restrict__ a, const float* __restrict__ b, float* c, int n)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

__device__ float sq(float x) { return x * x; }

int main()
{
    const int n = 1 << 20;
    size_t bytes = n * sizeof(float);
    float *h_a = (float*)malloc(bytes);
    float *d_a;
    CUDA_CHECK(cudaMalloc(&d_a, bytes));
    dim3 block(256), grid((n + block.x - 1) / block.x);
    vecAdd<<<grid, block>>>(d_a, d_a, d_a, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    printf("%f\n", sqrtf(2.0f));
    free(h_a);
    return 0;
}
