#include <memory>
#include <cstdio>

struct CudaDeleter {
  void operator()(float *p) const { cudaFree(p); }
};

__global__ void init(float *p, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) p[i] = 0.5f * i;
}

std::unique_ptr<float, CudaDeleter> make_device(int n) {
  float *p = nullptr;
  cudaMalloc(&p, n * sizeof(float));
  return std::unique_ptr<float, CudaDeleter>(p);
}

int main() {
  auto buf = make_device(512);
  init<<<2, 256>>>(buf.get(), 512);
  auto host = std::make_unique<float[]>(512);
  cudaMemcpy(host.get(), buf.get(), 512 * sizeof(float), cudaMemcpyDeviceToHost);
  std::shared_ptr<int> counter = std::make_shared<int>(3);
  printf("%f %d\n", host[3], *counter);
  return 0;
}
