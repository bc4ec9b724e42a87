#include <cstdio>

template <unsigned int blockSize, typename T>
__device__ void warpReduce(volatile T *sdata, unsigned int tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize, typename T>
__global__ void reduce(const T *g_idata, T *g_odata, unsigned int n) {
  extern __shared__ int smem[];
  T *sdata = reinterpret_cast<T *>(smem);
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  sdata[tid] = 0;
  while (i < n) {
    sdata[tid] += g_idata[i] + g_idata[i + blockSize];
    i += gridSize;
  }
  __syncthreads();
  if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
  if (tid < 32) warpReduce<blockSize, T>(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

int main() {
  const unsigned int n = 1 << 20;
  int *in, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, 1024 * sizeof(int));
  reduce<256, int><<<1024, 256, 256 * sizeof(int)>>>(in, out, n);
  reduce<128, float><<<1024, 128, 128 * sizeof(float)>>>((const float *)in, (float *)out, n);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
