#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err__ = (call);                                            \
    if (err__ != cudaSuccess) {                                            \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err__));                                  \
      exit(EXIT_FAILURE);                                                  \
    }                                                                      \
  } while (0)

__global__ void copySharedMem(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE_DIM * TILE_DIM];
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index = xIndex + width * yIndex;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    if (xIndex < width && yIndex + i < height)
      tile[threadIdx.x + (threadIdx.y + i) * TILE_DIM] = idata[index + i * width];
  }
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    if (xIndex < width && yIndex + i < height)
      odata[index + i * width] = tile[threadIdx.x + (threadIdx.y + i) * TILE_DIM];
  }
}

__global__ void transposeNoBankConflicts(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + yIndex * width;
  xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + yIndex * height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

typedef void (*TransposeKernel)(float *, const float *, int, int);

int main(int argc, char **argv) {
  const int size_x = 1024, size_y = 1024;
  dim3 grid(size_x / TILE_DIM, size_y / TILE_DIM), threads(TILE_DIM, BLOCK_ROWS);
  size_t mem_size = static_cast<size_t>(sizeof(float) * size_x * size_y);
  float *h_idata = (float *)malloc(mem_size);
  float *h_odata = (float *)malloc(mem_size);
  for (int i = 0; i < size_x * size_y; ++i) h_idata[i] = (float)i;
  float *d_idata, *d_odata;
  CHECK(cudaMalloc((void **)&d_idata, mem_size));
  CHECK(cudaMalloc((void **)&d_odata, mem_size));
  CHECK(cudaMemcpy(d_idata, h_idata, mem_size, cudaMemcpyHostToDevice));
  TransposeKernel kernels[] = {&copySharedMem, &transposeNoBankConflicts};
  const char *names[] = {"copy", "transpose"};
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  for (int k = 0; k < 2; ++k) {
    CHECK(cudaEventRecord(start, 0));
    kernels[k]<<<grid, threads>>>(d_odata, d_idata, size_x, size_y);
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("%-12s %8.3f ms  %.2f GB/s\n", names[k], ms, 2.0 * mem_size / (ms * 1e6));
  }
  CHECK(cudaMemcpy(h_odata, d_odata, mem_size, cudaMemcpyDeviceToHost));
  free(h_idata); free(h_odata);
  cudaFree(d_idata); cudaFree(d_odata);
  return 0;
}
