// Monte Carlo estimate of pi with a hand-written LCG, overlapped over streams.
#include <cstdio>
#include <cstdlib>
#include <cstdint>

#define NSTREAMS 4
#define CUDA_SAFE(call)                                                   \
  {                                                                       \
    const cudaError_t error = call;                                       \
    if (error != cudaSuccess) {                                           \
      printf("Error: %s:%d, code:%d, reason: %s\n", __FILE__, __LINE__,   \
             error, cudaGetErrorString(error));                           \
      exit(1);                                                            \
    }                                                                     \
  }

struct Lcg {
  uint32_t state;
  __device__ explicit Lcg(uint32_t seed) : state(seed * 747796405u + 2891336453u) {}
  __device__ uint32_t next() {
    state = state * 1664525u + 1013904223u;
    return state;
  }
  __device__ float uniform() { return (next() >> 8) * (1.0f / 16777216.0f); }
};

__global__ void piKernel(unsigned long long *hits, int samplesPerThread,
                         uint32_t seedBase) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  Lcg rng(seedBase ^ tid);
  unsigned local = 0;
  for (int s = 0; s < samplesPerThread; ++s) {
    float x = rng.uniform();
    float y = rng.uniform();
    if (x * x + y * y <= 1.0f) ++local;
  }
  __shared__ unsigned blockHits;
  if (threadIdx.x == 0) blockHits = 0;
  __syncthreads();
  atomicAdd(&blockHits, local);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(hits, (unsigned long long)blockHits);
}

__global__ void incr(float *a, int offset) {
  int i = offset + threadIdx.x + blockIdx.x * blockDim.x;
  float x = (float)i;
  a[i] = a[i] + sqrtf(x) * sinf(x);
}

int main() {
  const int blocks = 64, threads = 256, samples = 1000;
  unsigned long long *dHits;
  CUDA_SAFE(cudaMalloc(&dHits, sizeof(unsigned long long)));
  CUDA_SAFE(cudaMemset(dHits, 0, sizeof(unsigned long long)));
  piKernel<<<blocks, threads>>>(dHits, samples, 1234u);
  unsigned long long hits = 0;
  CUDA_SAFE(cudaMemcpy(&hits, dHits, sizeof(hits), cudaMemcpyDeviceToHost));
  double pi = 4.0 * hits / ((double)blocks * threads * samples);
  printf("pi ~= %.6f\n", pi);

  const int n = 1 << 20, chunk = n / NSTREAMS;
  float *h, *d;
  CUDA_SAFE(cudaMallocHost((void **)&h, n * sizeof(float)));
  CUDA_SAFE(cudaMalloc((void **)&d, n * sizeof(float)));
  cudaStream_t streams[NSTREAMS];
  for (int i = 0; i < NSTREAMS; ++i) CUDA_SAFE(cudaStreamCreate(&streams[i]));
  for (int i = 0; i < NSTREAMS; ++i) {
    int off = i * chunk;
    cudaMemcpyAsync(&d[off], &h[off], chunk * sizeof(float),
                    cudaMemcpyHostToDevice, streams[i]);
    incr<<<chunk / 256, 256, 0, streams[i]>>>(d, off);
    cudaMemcpyAsync(&h[off], &d[off], chunk * sizeof(float),
                    cudaMemcpyDeviceToHost, streams[i]);
  }
  for (int i = 0; i < NSTREAMS; ++i) {
    cudaStreamSynchronize(streams[i]);
    cudaStreamDestroy(streams[i]);
  }
  cudaFreeHost(h);
  cudaFree(d);
  cudaFree(dHits);
  return 0;
}
