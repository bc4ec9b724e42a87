#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

struct Vec3 {
  float x, y, z;
  __host__ __device__ Vec3() : x(0), y(0), z(0) {}
  __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  __host__ __device__ Vec3 &operator*=(float s) { x *= s; y *= s; z *= s; return *this; }
  __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

__host__ __device__ inline Vec3 operator*(float s, Vec3 v) { v *= s; return v; }

__global__ void testKernel(int N, Vec3 *out) {
  int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  assert(gtid < N);
  Vec3 a(1.0f, 2.0f, 3.0f), b = 2.0f * a;
  out[gtid] = a + b;
  printf("[%d, %d]:\t\tValue is:%f %s %c %lld %p\n", blockIdx.y * gridDim.x + blockIdx.x,
         threadIdx.z * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x,
         a.dot(b), "str", 'c', (long long)gtid, (void *)out);
}

int main(int argc, char **argv) {
  Vec3 *d;
  cudaMalloc(&d, 64 * sizeof(Vec3));
  dim3 dimGrid(2, 2);
  dim3 dimBlock(2, 2, 2);
  testKernel<<<dimGrid, dimBlock>>>(60, d);
  cudaError_t error = cudaDeviceSynchronize();
  if (error == cudaErrorAssert) printf("Device assert failed as expected, CUDA error message is: %s\n\n", cudaGetErrorString(error));
  Vec3 h = 3.0f * Vec3(1, 1, 1);
  printf("%f\n", h.dot(h));
  return error == cudaSuccess ? 0 : 1;
}
