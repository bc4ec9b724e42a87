#include <cuda_runtime.h>
#include <stdio.h>

#define N 1024
#define CHECK(call)                                                   \
  do {                                                                \
    cudaError_t err = (call);                                         \
    if (err != cudaSuccess) {                                         \
      fprintf(stderr, "CUDA error %s at %s:%d\n",                     \
              cudaGetErrorString(err), __FILE__, __LINE__);           \
      exit(1);                                                        \
    }                                                                 \
  } while (0)

__global__ void add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
        c[i] += k;
    }
}

template <typename T>
__device__ __forceinline__ T square(T x) { return x * x; }

int main(void)
{
    float *a, *b, *c;
    CHECK(cudaMalloc(&a, N * sizeof(float)));
    add<<<(N + 255) / 256, 256>>>(a, b, c, N);
    CHECK(cudaDeviceSynchronize());
#if __CUDA_ARCH__ >= 700
    printf("new\n");
#endif
    return 0;
}
