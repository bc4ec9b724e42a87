// Matrix transpose variants: naive, shared tile, tile padded against bank conflicts.
#include <cstdio>
#include <cstdlib>
#include <algorithm>

const int TILE_DIM = 32;
const int BLOCK_ROWS = 8;

__global__ void copyNaive(float *odata, const float *idata) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * width + x] = idata[(y + j) * width + x];
}

__global__ void transposeNaive(float *odata, const float *idata) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[x * width + (y + j)] = idata[(y + j) * width + x];
}

template <int PAD>
__global__ void transposeTiled(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM][TILE_DIM + PAD];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

typedef void (*TransposeFn)(float *, const float *);

static bool check(const float *ref, const float *res, int n) {
  for (int i = 0; i < n; ++i)
    if (ref[i] != res[i]) {
      printf("mismatch at %d: %f vs %f\n", i, ref[i], res[i]);
      return false;
    }
  return true;
}

int main() {
  const int nx = 1024, ny = 1024;
  const int mem = nx * ny * sizeof(float);
  dim3 grid(nx / TILE_DIM, ny / TILE_DIM), threads(TILE_DIM, BLOCK_ROWS);
  float *h_i = (float *)malloc(mem), *h_o = (float *)malloc(mem),
        *gold = (float *)malloc(mem);
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) h_i[j * nx + i] = j * nx + i;
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) gold[j * nx + i] = h_i[i * nx + j];
  float *d_i, *d_o;
  cudaMalloc(&d_i, mem);
  cudaMalloc(&d_o, mem);
  cudaMemcpy(d_i, h_i, mem, cudaMemcpyHostToDevice);

  struct { const char *name; TransposeFn fn; } variants[] = {
      {"naive", transposeNaive},
      {"tiled", transposeTiled<0>},
      {"padded", transposeTiled<1>},
  };
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  copyNaive<<<grid, threads>>>(d_o, d_i);
  for (auto &v : variants) {
    cudaMemset(d_o, 0, mem);
    cudaEventRecord(a);
    v.fn<<<grid, threads>>>(d_o, d_i);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    cudaMemcpy(h_o, d_o, mem, cudaMemcpyDeviceToHost);
    printf("%-8s %7.3f ms %s\n", v.name, ms,
           check(gold, h_o, nx * ny) ? "ok" : "FAIL");
  }
  printf("max %d\n", std::max(nx, ny));
  cudaFree(d_i); cudaFree(d_o);
  free(h_i); free(h_o); free(gold);
  return 0;
}
