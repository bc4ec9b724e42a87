#include <random>
#include <cstdio>
#include <cstdlib>

__global__ void square(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * in[i];
}

int main() {
  const int n = 1024;
  float *h = (float *)malloc(n * sizeof(float));
  std::mt19937 gen(42);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  for (int i = 0; i < n; ++i) h[i] = dist(gen);
  float *din, *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  square<<<4, 256>>>(din, dout, n);
  cudaMemcpy(h, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%f\n", h[0]);
  cudaFree(din); cudaFree(dout); free(h);
  return 0;
}
