// Exercises the CUDA math API: fast intrinsics, fused ops, special functions.
#include <math_constants.h>
#include <cstdio>
#include <cmath>

struct Particle {
  float3 pos;
  float3 vel;
  float mass;
};

__device__ inline float3 operator-(float3 a, float3 b) {
  return make_float3(a.x - b.x, a.y - b.y, a.z - b.z);
}

__global__ void forces(const Particle *p, float3 *acc, int n, float soft2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int j = 0; j < n; ++j) {
    float3 d = p[j].pos - p[i].pos;
    float r2 = fmaf(d.x, d.x, fmaf(d.y, d.y, fmaf(d.z, d.z, soft2)));
    float inv = rsqrtf(r2);
    float inv3 = inv * inv * inv * p[j].mass;
    a.x += d.x * inv3;
    a.y += d.y * inv3;
    a.z += d.z * inv3;
  }
  acc[i] = a;
}

__global__ void special(float *out, double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = (float)i / n;
  float s, c;
  __sincosf(x * CUDART_PI_F, &s, &c);
  float r = __fdividef(s, c + 2.0f) + __expf(-x) + __logf(1.0f + x) +
            __powf(x, 1.5f) + __saturatef(x * 3.0f);
  r += erff(x) + erfcinvf(0.5f + x * 0.25f) + lgammaf(x + 1.0f) +
       tgammaf(x + 1.0f) + cbrtf(x) + hypotf(s, c) + norm3df(x, s, c);
  r += exp2f(x) + log2f(x + 1.0f) + log10f(x + 1.0f) + truncf(x * 10.0f) +
       copysignf(1.0f, s) + fdimf(x, 0.5f) + remainderf(x, 0.3f);
  r += __fmul_rn(x, 2.0f) + __fadd_rz(x, 1.0f) + __frcp_rn(x + 1.0f) +
       __fsqrt_rn(x) + __float2int_rn(x * 100.0f);
  out[i] = isfinite(r) ? r : CUDART_NAN_F;
  double dx = (double)i / n;
  double ds, dc;
  sincospi(dx, &ds, &dc);
  dout[i] = fma(ds, dc, rsqrt(dx + 1.0)) + CUDART_PI * dx + j0(dx) +
            __dmul_rn(dx, CUDART_SQRT_HALF) + rint(dx) + ldexp(dx, 3) +
            (signbit(ds) ? -1.0 : 1.0);
}

int main() {
  const int n = 1024;
  Particle *p;
  float3 *acc;
  float *out;
  double *dout;
  cudaMalloc(&p, n * sizeof(Particle));
  cudaMalloc(&acc, n * sizeof(float3));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(double));
  forces<<<n / 128, 128>>>(p, acc, n, 0.01f);
  special<<<n / 128, 128>>>(out, dout, n);
  cudaDeviceSynchronize();
  printf("%f\n", std::sqrt(2.0f));
  cudaFree(p); cudaFree(acc); cudaFree(out); cudaFree(dout);
  return 0;
}
