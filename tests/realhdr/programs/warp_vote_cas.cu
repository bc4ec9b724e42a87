#include <cstdio>

__device__ int lock = 0;

__device__ float atomicMaxFloat(float *addr, float value) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  do {
    assumed = old;
    old = atomicCAS(ai, assumed, __float_as_int(fmaxf(value, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void vote(const float *x, float *mx, unsigned *ballots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool pred = i < n && x[i] > 0.0f;
  unsigned b = __ballot_sync(0xffffffffu, pred);
  if ((threadIdx.x & 31) == 0) ballots[i / 32] = __popc(b);
  if (__any_sync(0xffffffffu, pred) && i < n) atomicMaxFloat(mx, x[i]);
  if (__all_sync(0xffffffffu, pred)) atomicAdd(&lock, 1);
}

int main() {
  float *x, *mx; unsigned *b;
  cudaMalloc(&x, 1024 * sizeof(float));
  cudaMalloc(&mx, sizeof(float));
  cudaMalloc(&b, 32 * sizeof(unsigned));
  vote<<<4, 256>>>(x, mx, b, 1000);
  cudaDeviceSynchronize();
  return 0;
}
