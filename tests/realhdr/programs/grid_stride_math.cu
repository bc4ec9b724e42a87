#include <cmath>
#include <cstdio>
#include <cstdint>

__device__ double f(double x) { return sin(x) * cos(x) + exp(-x * x) + pow(x, 2.5); }

__global__ void evaluate(double *out, int n, double h) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    double x = i * h;
    out[i] = f(x) + fmax(x, 0.5) + floor(x) + sqrt(fabs(x));
  }
}

__global__ void histogram(const uint8_t *data, unsigned int *bins, size_t n) {
  __shared__ unsigned int local[256];
  local[threadIdx.x] = 0;
  __syncthreads();
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

int main() {
  double *out;
  cudaMalloc(&out, 1000 * sizeof(double));
  evaluate<<<8, 128>>>(out, 1000, 0.001);
  uint8_t *data; unsigned int *bins;
  cudaMalloc(&data, 1 << 20);
  cudaMalloc(&bins, 256 * sizeof(unsigned int));
  histogram<<<64, 256>>>(data, bins, 1 << 20);
  cudaDeviceSynchronize();
  return 0;
}
