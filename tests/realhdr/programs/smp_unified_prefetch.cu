#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

template <typename T>
struct Managed {
  void *operator new(size_t len) {
    void *ptr;
    cudaMallocManaged(&ptr, len);
    cudaDeviceSynchronize();
    return ptr;
  }
  void operator delete(void *ptr) {
    cudaDeviceSynchronize();
    cudaFree(ptr);
  }
};

struct Particles : public Managed<Particles> {
  int n;
  float *x;
  float *v;
};

__managed__ int g_steps = 0;

__global__ void step(Particles *p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p->n) p->x[i] += p->v[i] * dt;
  if (i == 0) atomicAdd(&g_steps, 1);
}

int main() {
  Particles *p = new Particles;
  p->n = 1 << 20;
  cudaMallocManaged(&p->x, p->n * sizeof(float));
  cudaMallocManaged(&p->v, p->n * sizeof(float), cudaMemAttachGlobal);
  for (int i = 0; i < p->n; ++i) { p->x[i] = 0.f; p->v[i] = std::sin(i * 0.001f); }
  int dev = 0;
  cudaGetDevice(&dev);
  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = dev;
  cudaMemPrefetchAsync(p->x, p->n * sizeof(float), loc, 0, 0);
  cudaMemAdvise(p->v, p->n * sizeof(float), cudaMemAdviseSetReadMostly, loc);
  for (int s = 0; s < 10; ++s) step<<<(p->n + 255) / 256, 256>>>(p, 0.01f);
  cudaDeviceSynchronize();
  printf("steps=%d x[10]=%f\n", g_steps, p->x[10]);
  cudaFree(p->x); cudaFree(p->v);
  delete p;
  return 0;
}
