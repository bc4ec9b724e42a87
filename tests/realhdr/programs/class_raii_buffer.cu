#include <cstdio>
#include <stdexcept>
#include <utility>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) throw std::runtime_error(cudaGetErrorString(e));       \
  } while (0)

template <typename T>
class DeviceBuffer {
 public:
  explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&p_, n * sizeof(T))); }
  ~DeviceBuffer() { cudaFree(p_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : p_(std::exchange(o.p_, nullptr)), n_(o.n_) {}
  T *data() const { return p_; }
  size_t size() const { return n_; }
 private:
  T *p_ = nullptr;
  size_t n_;
};

template <typename T>
__global__ void fill(T *p, T v, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

int main() {
  try {
    DeviceBuffer<double> buf(1000);
    fill<<<4, 256>>>(buf.data(), 3.5, buf.size());
    CUDA_CHECK(cudaDeviceSynchronize());
  } catch (const std::exception &e) {
    fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
