#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

__global__ void sumKernel(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  extern __shared__ int tmp[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tmp[block.thread_rank()] = i < n ? in[i] : 0;
  block.sync();
  for (unsigned s = block.size() / 2; s > 0; s >>= 1) {
    if (block.thread_rank() < s) tmp[block.thread_rank()] += tmp[block.thread_rank() + s];
    block.sync();
  }
  if (block.thread_rank() == 0) atomicAdd(out, tmp[0]);
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 1024 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  sumKernel<<<4, 256, 256 * sizeof(int)>>>(in, out, 1024);
  cudaDeviceSynchronize();
  return 0;
}
