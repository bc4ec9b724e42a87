#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdio>

__global__ void to_bf16(const float *in, __nv_bfloat16 *out, __half *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = __float2bfloat16(in[i]);
    h[i] = __float2half(in[i] * 0.5f);
  }
}

int main() {
  float *in; __nv_bfloat16 *out; __half *h;
  cudaMalloc(&in, 256 * sizeof(float));
  cudaMalloc(&out, 256 * sizeof(__nv_bfloat16));
  cudaMalloc(&h, 256 * sizeof(__half));
  to_bf16<<<1, 256>>>(in, out, h, 256);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
