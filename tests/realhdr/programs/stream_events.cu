#include <cstdio>

__global__ void scale(float *a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= s;
}

int main() {
  const int n = 1 << 16;
  float *d;
  cudaStream_t stream;
  cudaEvent_t start, stop;
  cudaStreamCreate(&stream);
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaMalloc(&d, n * sizeof(float));
  cudaEventRecord(start, stream);
  scale<<<n / 256, 256, 0, stream>>>(d, 2.0f, n);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  printf("kernel took %f ms\n", ms);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(stream);
  cudaFree(d);
  return 0;
}
