#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(int *array, int arrayCount) {
  extern __shared__ int dynamicSmem[];
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < arrayCount) array[idx] *= array[idx];
}

__global__ void __launch_bounds__(256, 2) bounded(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = sqrtf(a[i]);
}

static int launchConfig(int *array, int arrayCount) {
  int blockSize, minGridSize, gridSize;
  cudaOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, (void *)square, 0, arrayCount);
  gridSize = (arrayCount + blockSize - 1) / blockSize;
  square<<<gridSize, blockSize>>>(array, arrayCount);
  int numBlocks;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocks, square, blockSize, 0);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, bounded);
  printf("regs %d maxThreads %d blocks %d\n", attr.numRegs, attr.maxThreadsPerBlock, numBlocks);
  void *args[] = {&array, &arrayCount};
  cudaLaunchKernel((const void *)square, dim3(gridSize), dim3(blockSize), args, 0, 0);
  cudaFuncSetCacheConfig(square, cudaFuncCachePreferL1);
  return gridSize;
}

int main() {
  const int count = 100000;
  int *d;
  cudaMalloc(&d, count * sizeof(int));
  launchConfig(d, count);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%s sm %d.%d\n", prop.name, prop.major, prop.minor);
  cudaFree(d);
  return 0;
}
