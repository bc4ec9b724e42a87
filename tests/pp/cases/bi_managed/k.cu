#include "cuda_runtime.h"
#include "device_launch_parameters.h"
#include <string.h>
#include <time.h>
#include <math.h>

__managed__ int counter;

__global__ void kernel(float *data, int n) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int stride = blockDim.x * gridDim.x;
  for (int i = idx; i < n; i += stride) {
    data[i] = sinf(data[i]) * __expf(1.0f) + rsqrtf(4.0f);
    atomicAdd(&counter, 1);
  }
}

int main() {
  float *data;
  cudaMallocManaged(&data, 1000 * sizeof(float));
  memset(data, 0, 1000 * sizeof(float));
  cudaEvent_t start, stop;
  cudaEventCreate(&start); cudaEventCreate(&stop);
  cudaEventRecord(start);
  kernel<<<4, 128>>>(data, 1000);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaFree(data);
  return 0;
}
