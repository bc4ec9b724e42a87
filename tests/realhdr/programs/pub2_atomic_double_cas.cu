// Double-precision atomics built from atomicCAS, plus a float max via CAS.
#include <cstdio>
#include <cfloat>

__device__ double atomicAddDouble(double *address, double val) {
  unsigned long long int *addr = (unsigned long long int *)address;
  unsigned long long int old = *addr, assumed;
  do {
    assumed = old;
    old = atomicCAS(addr, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__device__ float atomicMaxFloat(float *address, float val) {
  int *addr = reinterpret_cast<int *>(address);
  int old = *addr;
  while (val > __int_as_float(old)) {
    int assumed = old;
    old = atomicCAS(addr, assumed, __float_as_int(val));
    if (old == assumed) break;
  }
  return __int_as_float(old);
}

template <typename T>
__global__ void dotProduct(const T *a, const T *b, double *result, float *maxv,
                           int n) {
  __shared__ double cache[256];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  double temp = 0.0;
  float localMax = -FLT_MAX;
  while (tid < n) {
    temp += (double)a[tid] * b[tid];
    localMax = fmaxf(localMax, (float)a[tid]);
    tid += blockDim.x * gridDim.x;
  }
  cache[threadIdx.x] = temp;
  __syncthreads();
  for (int i = blockDim.x / 2; i != 0; i /= 2) {
    if (threadIdx.x < i) cache[threadIdx.x] += cache[threadIdx.x + i];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 600
    atomicAdd(result, cache[0]);
#else
    atomicAddDouble(result, cache[0]);
#endif
  }
  atomicMaxFloat(maxv, localMax);
}

int main() {
  const int n = 10000;
  double *a, *b, *res;
  float *mx;
  cudaMalloc(&a, n * sizeof(double));
  cudaMalloc(&b, n * sizeof(double));
  cudaMalloc(&res, sizeof(double));
  cudaMalloc(&mx, sizeof(float));
  dotProduct<double><<<32, 256>>>(a, b, res, mx, n);
  float *fa;
  cudaMalloc(&fa, n * sizeof(float));
  dotProduct<<<32, 256>>>(fa, fa, res, mx, n);
  double h = 0;
  cudaMemcpy(&h, res, sizeof(double), cudaMemcpyDeviceToHost);
  printf("dot = %g\n", h);
  cudaFree(a); cudaFree(b); cudaFree(res); cudaFree(mx); cudaFree(fa);
  return 0;
}
