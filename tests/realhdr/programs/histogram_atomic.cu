#include <cstdio>
#include <cstdlib>
#include <cstring>

#define NUM_BINS 256

__global__ void histogram(const unsigned char *data, unsigned int *bins, size_t n) {
  __shared__ unsigned int local[NUM_BINS];
  for (int i = threadIdx.x; i < NUM_BINS; i += blockDim.x) local[i] = 0;
  __syncthreads();
  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += stride)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < NUM_BINS; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}

int main() {
  const size_t n = 1 << 20;
  unsigned char *h = (unsigned char *)malloc(n);
  for (size_t i = 0; i < n; ++i) h[i] = (unsigned char)(rand() & 0xff);
  unsigned char *d;
  unsigned int *bins;
  cudaMalloc(&d, n);
  cudaMalloc(&bins, NUM_BINS * sizeof(unsigned int));
  cudaMemset(bins, 0, NUM_BINS * sizeof(unsigned int));
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  histogram<<<64, 256>>>(d, bins, n);
  unsigned int hb[NUM_BINS];
  cudaMemcpy(hb, bins, sizeof(hb), cudaMemcpyDeviceToHost);
  unsigned long total = 0;
  for (int i = 0; i < NUM_BINS; ++i) total += hb[i];
  printf("total %lu\n", total);
  cudaFree(d);
  cudaFree(bins);
  free(h);
  return total == n ? 0 : 1;
}
