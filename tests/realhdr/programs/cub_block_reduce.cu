#include <cub/cub.cuh>
#include <cstdio>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out) {
  typedef cub::BlockReduce<int, BLOCK> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int s = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 1024 * sizeof(int));
  cudaMalloc(&out, 4 * sizeof(int));
  block_sum<256><<<4, 256>>>(in, out);
  cudaDeviceSynchronize();
  cudaFree(in); cudaFree(out);
  return 0;
}
