#include <chrono>
#include <cstdio>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  const int n = 1 << 16;
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  auto t0 = std::chrono::high_resolution_clock::now();
  scale<<<(n + 255) / 256, 256>>>(d, 2.0f, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::high_resolution_clock::now();
  double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  printf("kernel took %f ms\n", ms);
  cudaFree(d);
  return 0;
}
