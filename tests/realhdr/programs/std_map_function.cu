#include <map>
#include <functional>
#include <string>
#include <cstdio>

__global__ void k_add(int *a, int n) { if (threadIdx.x < n) a[threadIdx.x] += 1; }
__global__ void k_mul(int *a, int n) { if (threadIdx.x < n) a[threadIdx.x] *= 2; }

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  std::map<std::string, std::function<void()>> ops;
  ops["add"] = [=]() { k_add<<<1, 64>>>(d, 64); };
  ops["mul"] = [=]() { k_mul<<<1, 64>>>(d, 64); };
  for (auto &kv : ops) { printf("%s\n", kv.first.c_str()); kv.second(); }
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
