#include <cstdio>
#include <cmath>

#define SOFTENING 1e-9f

__device__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai) {
  float3 r;
  r.x = bj.x - bi.x;
  r.y = bj.y - bi.y;
  r.z = bj.z - bi.z;
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING;
  float invDist = rsqrtf(distSqr);
  float invDist3 = invDist * invDist * invDist;
  float s = bj.w * invDist3;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void integrate(float4 *pos, float4 *vel, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  extern __shared__ float4 tile[];
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  float4 me = pos[i];
  for (int t = 0; t < gridDim.x; ++t) {
    tile[threadIdx.x] = pos[t * blockDim.x + threadIdx.x];
    __syncthreads();
#pragma unroll 4
    for (int j = 0; j < blockDim.x; ++j) acc = bodyBodyInteraction(me, tile[j], acc);
    __syncthreads();
  }
  vel[i].x += dt * acc.x;
  vel[i].y += dt * acc.y;
  vel[i].z += dt * acc.z;
}

int main() {
  int n = 4096, bs = 128;
  float4 *pos, *vel;
  cudaMallocManaged(&pos, n * sizeof(float4));
  cudaMallocManaged(&vel, n * sizeof(float4));
  for (int i = 0; i < n; ++i) {
    pos[i] = make_float4(sinf(i), cosf(i), 0.5f * i, 1.0f);
    vel[i] = make_float4(0, 0, 0, 0);
  }
  integrate<<<(n + bs - 1) / bs, bs, bs * sizeof(float4)>>>(pos, vel, 0.01f, n);
  cudaDeviceSynchronize();
  printf("%f\n", vel[0].x);
  cudaFree(pos);
  cudaFree(vel);
  return 0;
}
