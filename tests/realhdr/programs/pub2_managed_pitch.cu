// Managed globals, pitched 2D allocations and cudaMemcpy2D.
#include <cstdio>
#include <cstring>

__managed__ int g_rows;
__managed__ float g_scale = 2.0f;
__device__ __managed__ int g_hist[16];

__global__ void scalePitched(float *base, size_t pitch, int width) {
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= g_rows || c >= width) return;
  float *row = (float *)((char *)base + r * pitch);
  row[c] *= g_scale;
  atomicAdd(&g_hist[c & 15], 1);
}

struct Grid2D {
  float *ptr;
  size_t pitch;
  int w, h;
  __host__ __device__ float &at(int r, int c) {
    return *((float *)((char *)ptr + r * pitch) + c);
  }
};

__global__ void addOne(Grid2D g) {
  int c = threadIdx.x, r = blockIdx.x;
  if (c < g.w && r < g.h) g.at(r, c) += 1.0f;
}

int main() {
  const int W = 100, H = 60;
  g_rows = H;
  memset(g_hist, 0, sizeof(g_hist));
  float host[H][W];
  for (int r = 0; r < H; ++r)
    for (int c = 0; c < W; ++c) host[r][c] = r * W + c;

  float *dev;
  size_t pitch;
  cudaMallocPitch((void **)&dev, &pitch, W * sizeof(float), H);
  cudaMemcpy2D(dev, pitch, host, W * sizeof(float), W * sizeof(float), H,
               cudaMemcpyHostToDevice);
  dim3 block(32, 8);
  dim3 grid((W + 31) / 32, (H + 7) / 8);
  scalePitched<<<grid, block>>>(dev, pitch, W);
  Grid2D g = {dev, pitch, W, H};
  addOne<<<H, 128>>>(g);
  cudaDeviceSynchronize();
  cudaMemcpy2D(host, W * sizeof(float), dev, pitch, W * sizeof(float), H,
               cudaMemcpyDeviceToHost);
  printf("pitch=%zu host[1][1]=%f hist[3]=%d\n", pitch, host[1][1], g_hist[3]);

  float *um;
  cudaMallocManaged(&um, W * sizeof(float));
  for (int i = 0; i < W; ++i) um[i] = i;
  cudaFree(um);
  cudaFree(dev);
  return 0;
}
