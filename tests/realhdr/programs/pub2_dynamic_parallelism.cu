// nvcc-flags: -rdc=true
// Recursive quad subdivision: a parent kernel launches child grids.
#include <cstdio>

#define MAX_DEPTH 4

__device__ int g_launches;

__global__ void fillChild(int *data, int offset, int count, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) data[offset + i] = value;
}

__global__ void subdivide(int *data, int offset, int count, int depth) {
  if (threadIdx.x != 0) return;
  atomicAdd(&g_launches, 1);
  if (depth >= MAX_DEPTH || count <= 32) {
    fillChild<<<(count + 31) / 32, 32>>>(data, offset, count, depth);
    return;
  }
  int half = count / 2;
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  subdivide<<<1, 32, 0, s1>>>(data, offset, half, depth + 1);
  subdivide<<<1, 32, 0, s2>>>(data, offset + half, count - half, depth + 1);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  if (cudaGetLastError() != cudaSuccess)
    printf("launch failed at depth %d\n", depth);
}

int main() {
  const int n = 1024;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  int zero = 0;
  cudaMemcpyToSymbol(g_launches, &zero, sizeof(int));
  cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, MAX_DEPTH);
  subdivide<<<1, 32>>>(d, 0, n, 0);
  cudaDeviceSynchronize();
  int launches = 0;
  cudaMemcpyFromSymbol(&launches, g_launches, sizeof(int));
  printf("launches: %d\n", launches);
  cudaFree(d);
  return 0;
}
