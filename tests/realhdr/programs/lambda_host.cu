#include <cstdio>
#include <vector>
#include <algorithm>

__global__ void negate(int *a, int n) {
  int i = threadIdx.x;
  if (i < n) a[i] = -a[i];
}

int main() {
  std::vector<int> v{5, 3, 1, 4, 2};
  std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
  int *d;
  cudaMalloc(&d, v.size() * sizeof(int));
  cudaMemcpy(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice);
  negate<<<1, 32>>>(d, (int)v.size());
  cudaMemcpy(v.data(), d, v.size() * sizeof(int), cudaMemcpyDeviceToHost);
  for (int x : v) printf("%d ", x);
  printf("\n");
  cudaFree(d);
  return 0;
}
