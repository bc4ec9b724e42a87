#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__device__ __forceinline__ unsigned int laneId() {
  unsigned int ret;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(ret));
  return ret;
}

__device__ __forceinline__ uint64_t globaltimer() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__device__ inline int addPtx(int a, int b) {
  int c;
  asm("add.s32 %0, %1, %2;" : "=r"(c) : "r"(a), "r"(b));
  return c;
}

__global__ static void timedReduction(const float *input, float *output, clock_t *timer) {
  extern __shared__ float shared[];
  const int tid = threadIdx.x;
  const int bid = blockIdx.x;
  if (tid == 0) timer[bid] = clock();
  shared[tid] = input[tid];
  shared[tid + blockDim.x] = input[tid + blockDim.x];
  for (int d = blockDim.x; d > 0; d /= 2) {
    __syncthreads();
    if (tid < d) {
      float f0 = shared[tid];
      float f1 = shared[tid + d];
      if (f1 < f0) shared[tid] = f1;
    }
  }
  if (tid == 0) output[bid] = shared[0];
  __syncthreads();
  if (tid == 0) timer[bid + gridDim.x] = clock();
}

__global__ void lanes(unsigned *out, unsigned long long *t) {
  out[threadIdx.x] = addPtx(laneId(), 1);
  if (threadIdx.x == 0) *t = globaltimer() + clock64();
}

#define NUM_BLOCKS 64
#define NUM_THREADS 256

int main(int argc, char **argv) {
  float *dinput = NULL, *doutput = NULL;
  clock_t *dtimer = NULL;
  clock_t timer[NUM_BLOCKS * 2];
  float input[NUM_THREADS * 2];
  for (int i = 0; i < NUM_THREADS * 2; i++) input[i] = (float)i;
  cudaMalloc((void **)&dinput, sizeof(float) * NUM_THREADS * 2);
  cudaMalloc((void **)&doutput, sizeof(float) * NUM_BLOCKS);
  cudaMalloc((void **)&dtimer, sizeof(clock_t) * NUM_BLOCKS * 2);
  cudaMemcpy(dinput, input, sizeof(float) * NUM_THREADS * 2, cudaMemcpyHostToDevice);
  timedReduction<<<NUM_BLOCKS, NUM_THREADS, sizeof(float) * 2 * NUM_THREADS>>>(dinput, doutput, dtimer);
  cudaMemcpy(timer, dtimer, sizeof(clock_t) * NUM_BLOCKS * 2, cudaMemcpyDeviceToHost);
  long double avgElapsedClocks = 0;
  for (int i = 0; i < NUM_BLOCKS; i++) avgElapsedClocks += (long double)(timer[i + NUM_BLOCKS] - timer[i]);
  avgElapsedClocks = avgElapsedClocks / NUM_BLOCKS;
  printf("Average clocks/block = %Lf\n", avgElapsedClocks);
  unsigned *o; unsigned long long *t;
  cudaMalloc(&o, 32 * sizeof(unsigned));
  cudaMalloc(&t, sizeof(unsigned long long));
  lanes<<<1, 32>>>(o, t);
  cudaFree(dinput); cudaFree(doutput); cudaFree(dtimer);
  return 0;
}
