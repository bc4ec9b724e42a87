#include <cuda/std/atomic>
#include <cuda/std/cstdint>
#include <cstdio>

__global__ void count(cuda::std::atomic<int> *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c->fetch_add(1, cuda::std::memory_order_relaxed);
}

int main() {
  cuda::std::atomic<int> *c;
  cudaMallocManaged(&c, sizeof(*c));
  new (c) cuda::std::atomic<int>(0);
  count<<<4, 256>>>(c, 1000);
  cudaDeviceSynchronize();
  printf("%d\n", c->load());
  cudaFree(c);
  return 0;
}
