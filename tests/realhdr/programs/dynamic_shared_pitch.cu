#include <cstdio>

__global__ void transpose(float *out, const float *in, size_t pitch_out, size_t pitch_in, int w, int h) {
  extern __shared__ float tile[];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    const float *row = (const float *)((const char *)in + y * pitch_in);
    tile[threadIdx.y * blockDim.x + threadIdx.x] = row[x];
  }
  __syncthreads();
  if (x < w && y < h) {
    float *orow = (float *)((char *)out + x * pitch_out);
    orow[y] = tile[threadIdx.y * blockDim.x + threadIdx.x];
  }
}

int main() {
  const int w = 100, h = 60;
  float *in, *out;
  size_t pin, pout;
  cudaMallocPitch((void **)&in, &pin, w * sizeof(float), h);
  cudaMallocPitch((void **)&out, &pout, h * sizeof(float), w);
  cudaMemset2D(in, pin, 0, w * sizeof(float), h);
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  transpose<<<grid, block, block.x * block.y * sizeof(float)>>>(out, in, pout, pin, w, h);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) fprintf(stderr, "%s\n", cudaGetErrorString(err));
  cudaFree(in); cudaFree(out);
  return 0;
}
