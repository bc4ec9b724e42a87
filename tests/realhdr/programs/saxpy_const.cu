#include <cstdio>
#include <cmath>

__constant__ float coeffs[4];
__device__ int counter;
__managed__ int total = 0;

__device__ __forceinline__ float poly(float x) {
  return coeffs[0] + x * (coeffs[1] + x * (coeffs[2] + x * coeffs[3]));
}

__host__ __device__ inline float square(float x) { return x * x; }

__global__ void __launch_bounds__(256, 2) evalPoly(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    y[i] = poly(x[i]) + sqrtf(square(x[i]));
    atomicAdd(&counter, 1);
    atomicAdd(&total, 1);
  }
}

int main() {
  float h[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  cudaMemcpyToSymbol(coeffs, h, sizeof(h));
  float *x, *y;
  int n = 4096;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  evalPoly<<<(n + 255) / 256, 256>>>(x, y, n);
  cudaDeviceSynchronize();
  printf("total %d %f\n", total, square(3.0f));
  cudaFree(x);
  cudaFree(y);
  return 0;
}
