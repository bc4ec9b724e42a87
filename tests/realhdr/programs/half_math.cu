#include <cuda_fp16.h>
#include <cstdio>

__global__ void halfScale(__half *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = __float2half(__half2float(x[i]) * s);
}

int main() {
  __half *x;
  cudaMalloc(&x, 256 * sizeof(__half));
  halfScale<<<1, 256>>>(x, 2.0f, 256);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
