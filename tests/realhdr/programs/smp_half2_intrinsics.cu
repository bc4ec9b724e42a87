#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void scaleHalf2(half2 *data, half2 scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = __hmul2(data[i], scale);
}

__global__ void dotHalf(const __half *a, const __half *b, float *result, int n) {
  __shared__ float partial[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = 0.f;
  if (i < n) v = __half2float(__hmul(a[i], b[i]));
  partial[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(result, partial[0]);
}

__global__ void bits(unsigned *out, unsigned long long x) {
  unsigned v = threadIdx.x;
  out[0] = __brev(v);
  out[1] = __clz(v);
  out[2] = __ffs(v);
  out[3] = __popcll(x);
  out[4] = __byte_perm(v, 0x12345678u, 0x3210);
  out[5] = __funnelshift_l(v, v, 3);
  out[6] = __umulhi(v, 7u);
  out[7] = __sad(v, 3u, 1u);
}

int main() {
  const int n = 1024;
  half2 *d;
  cudaMalloc(&d, n * sizeof(half2));
  half2 s = __floats2half2_rn(0.5f, 2.0f);
  scaleHalf2<<<(n + 255) / 256, 256>>>(d, s, n);
  __half *a, *b; float *r;
  cudaMalloc(&a, n * sizeof(__half));
  cudaMalloc(&b, n * sizeof(__half));
  cudaMalloc(&r, sizeof(float));
  dotHalf<<<n / 256, 256>>>(a, b, r, n);
  unsigned *o;
  cudaMalloc(&o, 8 * sizeof(unsigned));
  bits<<<1, 32>>>(o, 0xf0f0ULL);
  __half h = __float2half(3.5f);
  printf("%f\n", __half2float(h));
  cudaDeviceSynchronize();
  return 0;
}
