#include <algorithm>
#include <numeric>
#include <vector>
#include <cstdio>

__global__ void add_one(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += 1;
}

int main() {
  std::vector<int> v(1000);
  std::iota(v.begin(), v.end(), 0);
  int *d;
  cudaMalloc(&d, v.size() * sizeof(int));
  cudaMemcpy(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice);
  add_one<<<4, 256>>>(d, (int)v.size());
  cudaMemcpy(v.data(), d, v.size() * sizeof(int), cudaMemcpyDeviceToHost);
  long sum = std::accumulate(v.begin(), v.end(), 0L);
  auto mx = *std::max_element(v.begin(), v.end());
  std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
  printf("sum=%ld max=%d first=%d\n", sum, mx, v[0]);
  cudaFree(d);
  return 0;
}
