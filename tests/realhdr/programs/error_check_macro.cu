#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err__ = (call);                                              \
    if (err__ != cudaSuccess) {                                              \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err__), \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

__global__ void transpose(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  if (x < width && y < height) tile[threadIdx.y][threadIdx.x] = idata[y * width + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  if (x < height && y < width) odata[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 1024, h = 768;
  float *in, *out;
  CUDA_CHECK(cudaMalloc(&in, w * h * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&out, w * h * sizeof(float)));
  dim3 threads(32, 32);
  dim3 blocks((w + 31) / 32, (h + 31) / 32);
  transpose<<<blocks, threads>>>(out, in, w, h);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
  return 0;
}
