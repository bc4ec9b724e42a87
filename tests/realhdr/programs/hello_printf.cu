#include <cstdio>

__global__ void hello(int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid < n)
    printf("Hello from thread %d (block %d, thread %d)\n", tid, blockIdx.x, threadIdx.x);
}

int main() {
  hello<<<2, 4>>>(8);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("error: %s\n", cudaGetErrorString(e));
    return 1;
  }
  return 0;
}
