#include <cstdio>
#include <vector>

__global__ void inc(int *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) a[i]++;
}

int main() {
  const int n = 1 << 20, ns = 4;
  int *h, *d;
  cudaMallocHost(&h, n * sizeof(int));
  cudaMalloc(&d, n * sizeof(int));
  std::vector<cudaStream_t> streams(ns);
  for (auto &s : streams) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  int chunk = n / ns;
  for (int s = 0; s < ns; ++s) {
    cudaMemcpyAsync(d + s * chunk, h + s * chunk, chunk * sizeof(int), cudaMemcpyHostToDevice, streams[s]);
    inc<<<64, 256, 0, streams[s]>>>(d + s * chunk, chunk);
    cudaMemcpyAsync(h + s * chunk, d + s * chunk, chunk * sizeof(int), cudaMemcpyDeviceToHost, streams[s]);
  }
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(streams[0], cudaStreamCaptureModeGlobal);
  inc<<<64, 256, 0, streams[0]>>>(d, chunk);
  cudaStreamEndCapture(streams[0], &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, streams[0]);
  for (auto s : streams) { cudaStreamSynchronize(s); cudaStreamDestroy(s); }
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaFreeHost(h); cudaFree(d);
  return 0;
}
