#include <cstdio>
#include <cstdlib>

#define MASK_WIDTH 5
__constant__ float d_mask[MASK_WIDTH * MASK_WIDTH];

static void check(cudaError_t e, const char *file, int line) {
  if (e != cudaSuccess) {
    fprintf(stderr, "%s:%d: %s\n", file, line, cudaGetErrorString(e));
    exit(1);
  }
}
#define CHECK(x) check((x), __FILE__, __LINE__)

__global__ void convolve2d(const float *in, float *out, int w, int h) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (col >= w || row >= h) return;
  float sum = 0.0f;
  const int r = MASK_WIDTH / 2;
  for (int i = -r; i <= r; ++i)
    for (int j = -r; j <= r; ++j) {
      int y = min(max(row + i, 0), h - 1);
      int x = min(max(col + j, 0), w - 1);
      sum += in[y * w + x] * d_mask[(i + r) * MASK_WIDTH + (j + r)];
    }
  out[row * w + col] = sum;
}

int main() {
  const int w = 512, h = 512;
  float mask[MASK_WIDTH * MASK_WIDTH];
  for (int i = 0; i < MASK_WIDTH * MASK_WIDTH; ++i) mask[i] = 1.0f / (MASK_WIDTH * MASK_WIDTH);
  CHECK(cudaMemcpyToSymbol(d_mask, mask, sizeof(mask)));
  float *in, *out;
  CHECK(cudaMalloc(&in, w * h * sizeof(float)));
  CHECK(cudaMalloc(&out, w * h * sizeof(float)));
  dim3 block(16, 16);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  convolve2d<<<grid, block>>>(in, out, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  cudaFree(in);
  cudaFree(out);
  return 0;
}
