#include <cstdio>
#include <cuda_runtime.h>

int main() {
  int count = 0;
  cudaGetDeviceCount(&count);
  for (int d = 0; d < count; ++d) {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, d);
    printf("Device %d: %s, %d SMs, %zu bytes global memory\n", d, prop.name, prop.multiProcessorCount, prop.totalGlobalMem);
  }
  return 0;
}
