#include <math_constants.h>
#include <cstdio>

__global__ void waves(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float t = i * (2.0f * CUDART_PI_F / n);
  float s, c;
  __sincosf(t, &s, &c);
  out[i] = __fmaf_rn(s, c, __expf(-t)) + rsqrtf(t + 1.0f) + __saturatef(t) + __fdividef(1.0f, t + 1.0f);
}

__global__ void dwaves(double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = sin(i * CUDART_PI / n) + __dmul_rn(1.0, 2.0) + fma(1.0, 2.0, 3.0);
}

int main() {
  float *o; double *d;
  cudaMalloc(&o, 1024 * sizeof(float));
  cudaMalloc(&d, 1024 * sizeof(double));
  waves<<<4, 256>>>(o, 1024);
  dwaves<<<4, 256>>>(d, 1024);
  cudaDeviceSynchronize();
  return 0;
}
