#include <thread>
#include <mutex>
#include <vector>
#include <cstdio>

__global__ void work(int *x, int id) { x[threadIdx.x] = id; }

std::mutex m;

void run(int id) {
  cudaSetDevice(0);
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  work<<<1, 32>>>(d, id);
  cudaDeviceSynchronize();
  std::lock_guard<std::mutex> lock(m);
  printf("thread %d done\n", id);
  cudaFree(d);
}

int main() {
  std::vector<std::thread> ts;
  for (int i = 0; i < 4; ++i) ts.emplace_back(run, i);
  for (auto &t : ts) t.join();
  return 0;
}
