#include <cstdio>

namespace ops {
struct Add {
  __host__ __device__ float operator()(float a, float b) const { return a + b; }
};
struct Mul {
  __host__ __device__ float operator()(float a, float b) const { return a * b; }
};
}

template <typename Op>
__global__ void apply(const float *a, const float *b, float *c, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = op(a[i], b[i]);
}

class Buffer {
public:
  explicit Buffer(int n) : n_(n) { cudaMalloc(&p_, n * sizeof(float)); }
  ~Buffer() { cudaFree(p_); }
  float *get() const { return p_; }
  int size() const { return n_; }
private:
  float *p_;
  int n_;
};

int main() {
  Buffer a(1024), b(1024), c(1024);
  apply<<<4, 256>>>(a.get(), b.get(), c.get(), c.size(), ops::Add());
  apply<<<4, 256>>>(a.get(), b.get(), c.get(), c.size(), ops::Mul());
  cudaDeviceSynchronize();
  printf("ok\n");
  return 0;
}
