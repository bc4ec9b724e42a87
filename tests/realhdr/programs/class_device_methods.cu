#include <cstdio>

struct Vec3 {
  float x, y, z;
  __host__ __device__ Vec3() : x(0), y(0), z(0) {}
  __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
  __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

__global__ void integrate(Vec3 *pos, const Vec3 *vel, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) pos[i] = pos[i] + vel[i] * dt;
}

int main() {
  Vec3 *p, *v;
  cudaMalloc(&p, 100 * sizeof(Vec3));
  cudaMalloc(&v, 100 * sizeof(Vec3));
  integrate<<<1, 100>>>(p, v, 0.1f, 100);
  Vec3 a(1, 2, 3);
  printf("%f\n", a.dot(a + a * 2.0f));
  cudaDeviceSynchronize();
  return 0;
}
