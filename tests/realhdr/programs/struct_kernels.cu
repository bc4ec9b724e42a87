#include <cstdio>

struct Particle {
  float x, y, z;
  float vx, vy, vz;
};

__device__ void advance(Particle &p, float dt) {
  p.x += p.vx * dt;
  p.y += p.vy * dt;
  p.z += p.vz * dt;
}

__global__ void step(Particle *ps, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  advance(ps[i], dt);
}

__global__ void init(Particle *ps, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    ps[i].x = ps[i].y = ps[i].z = 0.0f;
    ps[i].vx = 1.0f; ps[i].vy = 2.0f; ps[i].vz = 3.0f;
  }
}

int main() {
  int n = 1000;
  Particle *d;
  cudaMalloc(&d, n * sizeof(Particle));
  init<<<4, 128>>>(d, n);
  for (int s = 0; s < 10; s++) step<<<(n + 127) / 128, 128>>>(d, n, 0.01f);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
  cudaFree(d);
  return 0;
}
