#include <cstdio>

__device__ float dot4(const float *a, const float *b) {
  float s = 0.0f;
#pragma unroll
  for (int i = 0; i < 4; ++i) s += a[i] * b[i];
  return s;
}

__global__ void smooth(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
  int k;
#pragma unroll 3
  for (k = -1; k <= 1; ++k) {
    int j = min(max(i + k, 0), n - 1);
    acc += in[j];
  }
#pragma unroll 2
  while (acc > 100.0f) acc *= 0.5f;
  out[i] = acc / 3.0f + dot4(in, in);
}

void host_loop(float *p, int n) {
#pragma unroll
  for (int i = 0; i < n; ++i) p[i] = 0.0f;
}

int main() {
  float *d;
  cudaMalloc((void **)&d, 64 * sizeof(float));
  smooth<<<1, 64>>>(d, d, 64);
  float h[8];
  host_loop(h, 8);
  cudaFree(d);
  return 0;
}
