// Two-phase reduction in one kernel using a grid-wide barrier.
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

__device__ float warpSum(float v) {
  for (int off = warpSize / 2; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffff, v, off);
  return v;
}

__global__ void gridReduce(const float *__restrict__ in, float *partial,
                           float *result, int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  extern __shared__ float smem[];

  float sum = 0.0f;
  for (int i = grid.thread_rank(); i < n; i += grid.size())
    sum += in[i];

  sum = warpSum(sum);
  int lane = block.thread_rank() % warpSize;
  int warp = block.thread_rank() / warpSize;
  if (lane == 0) smem[warp] = sum;
  block.sync();
  if (warp == 0) {
    sum = (lane < (block.size() + warpSize - 1) / warpSize) ? smem[lane] : 0.0f;
    sum = warpSum(sum);
    if (lane == 0) partial[blockIdx.x] = sum;
  }

  grid.sync();

  if (grid.thread_rank() == 0) {
    float total = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b) total += partial[b];
    *result = total;
  }
}

int main() {
  int dev = 0;
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, dev);
  if (!prop.cooperativeLaunch) {
    printf("cooperative launch not supported\n");
    return 0;
  }
  const int n = 1 << 20;
  const int threads = 256;
  int blocksPerSm = 0;
  size_t shmem = (threads / 32) * sizeof(float);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSm, gridReduce,
                                                threads, shmem);
  int blocks = blocksPerSm * prop.multiProcessorCount;

  std::vector<float> h(n, 1.0f);
  float *dIn, *dPartial, *dResult;
  cudaMalloc(&dIn, n * sizeof(float));
  cudaMalloc(&dPartial, blocks * sizeof(float));
  cudaMalloc(&dResult, sizeof(float));
  cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);

  int nn = n;
  void *args[] = {&dIn, &dPartial, &dResult, &nn};
  cudaLaunchCooperativeKernel((void *)gridReduce, dim3(blocks), dim3(threads),
                              args, shmem, 0);
  float result = 0;
  cudaMemcpy(&result, dResult, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum = %f\n", result);
  cudaFree(dIn);
  cudaFree(dPartial);
  cudaFree(dResult);
  return 0;
}
