// Naive discrete Fourier transform with cuComplex.h.
#include <cuComplex.h>
#include <math_constants.h>
#include <cstdio>
#include <cstdlib>

typedef cuFloatComplex Complex;

static __device__ __host__ inline Complex cexpi(float theta) {
  float s, c;
  sincosf(theta, &s, &c);
  return make_cuFloatComplex(c, s);
}

__global__ void dft(const Complex *in, Complex *out, int n, int sign) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  Complex acc = make_cuFloatComplex(0.0f, 0.0f);
  for (int t = 0; t < n; ++t) {
    float angle = sign * 2.0f * CUDART_PI_F * t * k / n;
    acc = cuCaddf(acc, cuCmulf(in[t], cexpi(angle)));
  }
  if (sign > 0) acc = make_cuFloatComplex(cuCrealf(acc) / n, cuCimagf(acc) / n);
  out[k] = acc;
}

__global__ void magnitude(const cuDoubleComplex *z, double *mag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuDoubleComplex c = cuConj(z[i]);
    cuDoubleComplex p = cuCmul(z[i], c);
    mag[i] = cuCabs(z[i]) + cuCreal(p) * 0.0 + cuCimag(cuCdiv(z[i], make_cuDoubleComplex(1.0, 0.0)));
  }
}

int main() {
  const int N = 512;
  Complex *h = (Complex *)malloc(N * sizeof(Complex));
  for (int i = 0; i < N; ++i)
    h[i] = make_cuFloatComplex(cosf(2 * CUDART_PI_F * 5 * i / N), 0.0f);
  Complex *dIn, *dOut;
  cudaMalloc((void **)&dIn, N * sizeof(Complex));
  cudaMalloc((void **)&dOut, N * sizeof(Complex));
  cudaMemcpy(dIn, h, N * sizeof(Complex), cudaMemcpyHostToDevice);
  dft<<<(N + 127) / 128, 128>>>(dIn, dOut, N, -1);
  cudaMemcpy(h, dOut, N * sizeof(Complex), cudaMemcpyDeviceToHost);
  printf("bin 5: %f\n", cuCabsf(h[5]));
  cuDoubleComplex *dz;
  double *dm;
  cudaMalloc(&dz, N * sizeof(cuDoubleComplex));
  cudaMalloc(&dm, N * sizeof(double));
  magnitude<<<N / 128, 128>>>(dz, dm, N);
  cudaFree(dIn); cudaFree(dOut); cudaFree(dz); cudaFree(dm);
  free(h);
  return 0;
}
