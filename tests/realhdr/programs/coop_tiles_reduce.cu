#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = i < n ? in[i] : 0;
  int s = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0) atomicAdd(out, s);
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 4096 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  reduce<<<16, 256>>>(in, out, 4096);
  cudaDeviceSynchronize();
  return 0;
}
