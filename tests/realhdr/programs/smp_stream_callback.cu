#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

struct HostData {
  int id;
  float *result;
};

__global__ void incKernel(float *g_data, float inc, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    g_data[i] += inc;
}

void CUDART_CB myStreamCallback(cudaStream_t stream, cudaError_t status, void *data) {
  HostData *d = static_cast<HostData *>(data);
  printf("stream callback %d status %d\n", d->id, (int)status);
}

void CUDART_CB myHostFn(void *data) {
  HostData *d = reinterpret_cast<HostData *>(data);
  d->result[0] = 1.0f;
}

int main() {
  const int nStreams = 4, n = 1 << 16;
  std::vector<cudaStream_t> streams(nStreams);
  std::vector<HostData> hd(nStreams);
  float *h = nullptr, *d = nullptr;
  cudaMallocHost(&h, n * nStreams * sizeof(float));
  cudaMalloc(&d, n * nStreams * sizeof(float));
  for (int i = 0; i < nStreams; ++i) {
    cudaStreamCreateWithFlags(&streams[i], cudaStreamNonBlocking);
    hd[i].id = i;
    hd[i].result = h + i * n;
  }
  for (int i = 0; i < nStreams; ++i) {
    cudaMemcpyAsync(d + i * n, h + i * n, n * sizeof(float), cudaMemcpyHostToDevice, streams[i]);
    incKernel<<<n / 256, 256, 0, streams[i]>>>(d + i * n, 1.0f, n);
    cudaMemcpyAsync(h + i * n, d + i * n, n * sizeof(float), cudaMemcpyDeviceToHost, streams[i]);
    cudaStreamAddCallback(streams[i], myStreamCallback, &hd[i], 0);
    cudaLaunchHostFunc(streams[i], myHostFn, &hd[i]);
  }
  for (auto &s : streams) {
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
  }
  cudaFreeHost(h);
  cudaFree(d);
  return 0;
}
