// Warp-level primitives: votes, xor butterflies, bit tricks and aggregated atomics.
#include <cstdio>
#include <cstdint>

#define FULL_MASK 0xffffffffu

__device__ __forceinline__ int laneId() { return threadIdx.x & 31; }

// One atomic per warp instead of one per active thread.
__device__ int atomicAggInc(int *ctr) {
  unsigned active = __activemask();
  int leader = __ffs(active) - 1;
  int change = __popc(active);
  unsigned rank = __popc(active & ((1u << laneId()) - 1));
  int warpRes = 0;
  if (laneId() == leader) warpRes = atomicAdd(ctr, change);
  warpRes = __shfl_sync(active, warpRes, leader);
  return warpRes + rank;
}

__global__ void filterPositive(const float *__restrict__ src, float *dst,
                               int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = __ldg(&src[i]);
  if (v > 0.0f) dst[atomicAggInc(count)] = v;
}

__global__ void butterflyMax(const int *in, int *out) {
  int v = in[blockIdx.x * 32 + laneId()];
#pragma unroll
  for (int mask = 16; mask >= 1; mask /= 2)
    v = max(v, __shfl_xor_sync(FULL_MASK, v, mask));
  if (laneId() == 0) out[blockIdx.x] = v;
}

__global__ void bitStats(const unsigned *words, int *stats, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned w = i < n ? words[i] : 0u;
  unsigned ballot = __ballot_sync(FULL_MASK, w != 0);
  int lz = __clz(w);
  int first = __ffs(w);
  int bits = __popc(w);
  unsigned long long wide = ((unsigned long long)w << 32) | w;
  int bits64 = __popcll(wide);
  unsigned rev = __brev(w);
  bool all = __all_sync(FULL_MASK, bits > 0);
  bool any = __any_sync(FULL_MASK, lz == 0);
  if (laneId() == 0) {
    atomicAdd(&stats[0], __popc(ballot));
    atomicMax(&stats[1], lz);
    atomicMin(&stats[2], first);
    atomicAdd(&stats[3], bits64 - 2 * bits);
    atomicXor((unsigned *)&stats[4], rev);
    atomicOr((unsigned *)&stats[5], (all ? 1u : 0u) | (any ? 2u : 0u));
  }
}

int main() {
  const int n = 4096;
  float *src, *dst;
  int *count, *imax, *stats;
  unsigned *words;
  cudaMalloc(&src, n * sizeof(float));
  cudaMalloc(&dst, n * sizeof(float));
  cudaMalloc(&count, sizeof(int));
  cudaMalloc(&imax, (n / 32) * sizeof(int));
  cudaMalloc(&words, n * sizeof(unsigned));
  cudaMalloc(&stats, 6 * sizeof(int));
  cudaMemset(count, 0, sizeof(int));
  cudaMemset(stats, 0, 6 * sizeof(int));
  filterPositive<<<n / 256, 256>>>(src, dst, count, n);
  butterflyMax<<<n / 32, 32>>>((const int *)src, imax);
  bitStats<<<n / 128, 128>>>(words, stats, n);
  int hcount = 0;
  cudaMemcpy(&hcount, count, sizeof(int), cudaMemcpyDeviceToHost);
  printf("positives: %d\n", hcount);
  cudaFree(src); cudaFree(dst); cudaFree(count);
  cudaFree(imax); cudaFree(words); cudaFree(stats);
  return 0;
}
