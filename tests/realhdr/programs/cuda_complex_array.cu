#include <cuComplex.h>
#include <array>
#include <cstdio>

__global__ void cmul(cuFloatComplex *a, cuFloatComplex b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = cuCmulf(a[i], b);
}

int main() {
  std::array<cuFloatComplex, 64> h;
  for (auto &x : h) x = make_cuFloatComplex(1.0f, 2.0f);
  cuFloatComplex *d;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h.data(), sizeof(h), cudaMemcpyHostToDevice);
  cmul<<<1, 64>>>(d, make_cuFloatComplex(0.0f, 1.0f), 64);
  cudaMemcpy(h.data(), d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("%f %f\n", cuCrealf(h[0]), cuCimagf(h[0]));
  return 0;
}
