#include <cstdio>
#include <cuda_runtime.h>

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)

__constant__ float c_Kernel[KERNEL_LENGTH];
__device__ float d_scale;
__device__ int d_counts[4];

extern "C" void setConvolutionKernel(const float *h_Kernel) {
  cudaMemcpyToSymbol(c_Kernel, h_Kernel, KERNEL_LENGTH * sizeof(float));
}

template <int R>
__global__ void convolutionRows(float *d_Dst, const float *d_Src, int imageW, int imageH) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= imageW || y >= imageH) return;
  float sum = 0;
#pragma unroll
  for (int k = -R; k <= R; k++) {
    int xx = min(max(x + k, 0), imageW - 1);
    sum += d_Src[y * imageW + xx] * c_Kernel[R - k];
  }
  d_Dst[y * imageW + x] = sum * d_scale;
  atomicAdd(&d_counts[(x + y) & 3], 1);
}

int main() {
  float h_Kernel[KERNEL_LENGTH];
  for (int i = 0; i < KERNEL_LENGTH; i++) h_Kernel[i] = 1.0f / KERNEL_LENGTH;
  setConvolutionKernel(h_Kernel);
  float scale = 2.0f;
  cudaMemcpyToSymbol(d_scale, &scale, sizeof(float), 0, cudaMemcpyHostToDevice);
  const int W = 640, H = 480;
  float *src, *dst;
  cudaMalloc(&src, W * H * sizeof(float));
  cudaMalloc(&dst, W * H * sizeof(float));
  dim3 threads(16, 16), blocks((W + 15) / 16, (H + 15) / 16);
  convolutionRows<KERNEL_RADIUS><<<blocks, threads>>>(dst, src, W, H);
  int counts[4];
  cudaMemcpyFromSymbol(counts, d_counts, sizeof(counts));
  void *addr;
  cudaGetSymbolAddress(&addr, d_scale);
  size_t sz;
  cudaGetSymbolSize(&sz, c_Kernel);
  printf("%d %d %d %d %zu %p\n", counts[0], counts[1], counts[2], counts[3], sz, addr);
  return 0;
}
