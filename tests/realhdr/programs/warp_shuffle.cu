#include <cstdio>
#include <cassert>
#include <algorithm>

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

__global__ void dot(const float *a, const float *b, float *result, int n) {
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += __ldg(&a[i]) * __ldg(&b[i]);
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(result, sum);
  if (threadIdx.x == 0 && blockIdx.x == 0) printf("block %d done\n", blockIdx.x);
}

int main() {
  const int n = 1 << 20;
  float *a, *b, *r;
  cudaMallocHost(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&r, sizeof(float));
  cudaMemset(r, 0, sizeof(float));
  int blocks = std::min(1024, (n + 255) / 256);
  dot<<<blocks, 256>>>(a, b, r, n);
  cudaError_t err = cudaDeviceSynchronize();
  assert(err == cudaSuccess);
  cudaFreeHost(a);
  cudaFree(b);
  cudaFree(r);
  return 0;
}
