#include <cstdio>
#include <new>
#include <cuda_runtime.h>

class Shape {
 public:
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual const char *name() const { return "shape"; }
};

class Circle : public Shape {
  float r_;
 public:
  __device__ explicit Circle(float r) : r_(r) {}
  __device__ float area() const override { return 3.14159265f * r_ * r_; }
  __device__ const char *name() const override { return "circle"; }
};

class Rect final : public Shape {
  float w_, h_;
 public:
  __device__ Rect(float w, float h) : w_(w), h_(h) {}
  __device__ float area() const override { return w_ * h_; }
};

__global__ void build(Shape **shapes, char *pool, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  void *slot = pool + i * 32;
  if (i % 2) shapes[i] = new (slot) Circle(1.0f + i);
  else shapes[i] = new (slot) Rect(1.0f, (float)i);
}

__global__ void areas(Shape *const *shapes, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = shapes[i]->area();
    if (i == 1) printf("%s %f\n", shapes[i]->name(), out[i]);
  }
}

__global__ void destroy(Shape **shapes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) shapes[i]->~Shape();
}

int main() {
  const int n = 64;
  Shape **shapes; char *pool; float *out;
  cudaMalloc(&shapes, n * sizeof(Shape *));
  cudaMalloc(&pool, n * 32);
  cudaMalloc(&out, n * sizeof(float));
  build<<<1, n>>>(shapes, pool, n);
  areas<<<1, n>>>(shapes, out, n);
  destroy<<<1, n>>>(shapes, n);
  cudaDeviceSynchronize();
  return 0;
}
