// Kernel-side printf/assert with host-side event timing and error checking.
#include <cassert>
#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(x)                                                     \
  do {                                                                    \
    cudaError_t e = (x);                                                  \
    if (e != cudaSuccess) {                                               \
      printf("CUDA error %s (%d) at %s:%d\n", cudaGetErrorName(e), (int)e, \
             __FILE__, __LINE__);                                         \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

#define CUDA_CHECK_KERNEL() CUDA_CHECK(cudaGetLastError())

__global__ void checkedScale(float *data, int n, float factor) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  assert(factor != 0.0f);
  if (idx < n) {
    data[idx] *= factor;
    if (idx == 0)
      printf("block %d thread %d: data[0]=%f n=%d ptr=%p\n", blockIdx.x,
             threadIdx.x, data[0], n, (void *)data);
  }
  if (idx == n - 1) {
    printf("%s %c %lld %u %.3e\n", "last", 'x', (long long)idx, (unsigned)n,
           (double)factor);
  }
}

__global__ void hello() {
  printf("Hello from block (%d,%d), thread (%d,%d,%d)\n", blockIdx.x,
         blockIdx.y, threadIdx.x, threadIdx.y, threadIdx.z);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  float *d;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(float)));
  CUDA_CHECK(cudaMemset(d, 0, n * sizeof(float)));

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start, 0));
  for (int rep = 0; rep < 10; ++rep)
    checkedScale<<<(n + 255) / 256, 256>>>(d, n, 1.01f);
  CUDA_CHECK_KERNEL();
  CUDA_CHECK(cudaEventRecord(stop, 0));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("10 launches: %.3f ms (%.2f GB/s)\n", ms,
         10.0 * 2 * n * sizeof(float) / (ms * 1e6));

  hello<<<dim3(2, 2), dim3(2, 2, 1)>>>();
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaFree(d));
  CUDA_CHECK(cudaDeviceReset());
  return 0;
}
