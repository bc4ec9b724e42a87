#include <iostream>
#include <vector>

__global__ void fill(int *out, int value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value + i;
}

int main() {
  const int n = 256;
  std::vector<int> host(n);
  int *dev = nullptr;
  cudaMalloc(&dev, n * sizeof(int));
  fill<<<1, n>>>(dev, 7, n);
  cudaMemcpy(host.data(), dev, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::cout << "host[10] = " << host[10] << std::endl;
  cudaFree(dev);
  return 0;
}
