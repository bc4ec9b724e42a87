// Separable convolution with constant-memory taps, templated kernels taking
// functors, and __launch_bounds__ on templates.
#include <cstdio>
#include <vector>

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
#define ROWS_BLOCKDIM_X 16
#define ROWS_BLOCKDIM_Y 4
#define ROWS_RESULT_STEPS 8
#define ROWS_HALO_STEPS 1

__constant__ float c_Kernel[KERNEL_LENGTH];

void setConvolutionKernel(const float *h_Kernel) {
  cudaMemcpyToSymbol(c_Kernel, h_Kernel, KERNEL_LENGTH * sizeof(float));
}

__global__ void convolutionRows(float *d_Dst, const float *d_Src, int imageW,
                                int imageH, int pitch) {
  __shared__ float
      s_Data[ROWS_BLOCKDIM_Y][(ROWS_RESULT_STEPS + 2 * ROWS_HALO_STEPS) *
                              ROWS_BLOCKDIM_X];
  const int baseX =
      (blockIdx.x * ROWS_RESULT_STEPS - ROWS_HALO_STEPS) * ROWS_BLOCKDIM_X +
      threadIdx.x;
  const int baseY = blockIdx.y * ROWS_BLOCKDIM_Y + threadIdx.y;
  d_Src += baseY * pitch + baseX;
  d_Dst += baseY * pitch + baseX;
#pragma unroll
  for (int i = ROWS_HALO_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i++)
    s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X] =
        d_Src[i * ROWS_BLOCKDIM_X];
#pragma unroll
  for (int i = 0; i < ROWS_HALO_STEPS; i++)
    s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X] =
        (baseX >= -i * ROWS_BLOCKDIM_X) ? d_Src[i * ROWS_BLOCKDIM_X] : 0;
  __syncthreads();
#pragma unroll
  for (int i = ROWS_HALO_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i++) {
    float sum = 0;
#pragma unroll
    for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
      sum += c_Kernel[KERNEL_RADIUS - j] *
             s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X + j];
    d_Dst[i * ROWS_BLOCKDIM_X] = sum;
  }
}

struct Saxpy {
  float a;
  __device__ float operator()(float x, float y) const { return a * x + y; }
};

template <typename T>
struct Clamp {
  T lo, hi;
  __host__ __device__ T operator()(T v, T) const {
    return v < lo ? lo : (v > hi ? hi : v);
  }
};

template <int BLOCK, typename T, typename Op>
__global__ void __launch_bounds__(BLOCK, 2)
    binaryMap(const T *__restrict__ x, const T *__restrict__ y, T *out, int n,
              Op op) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) out[i] = op(x[i], y[i]);
}

template <typename T, unsigned THREADS = 256>
__launch_bounds__(THREADS) __global__ void fill(T *p, T v, int n) {
  for (int i = blockIdx.x * THREADS + threadIdx.x; i < n; i += gridDim.x * THREADS)
    p[i] = v;
}

template <int BLOCK, typename T, typename Op>
void launchMap(const T *x, const T *y, T *out, int n, Op op) {
  binaryMap<BLOCK><<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(x, y, out, n, op);
}

int main() {
  const int W = 1024, H = 256;
  std::vector<float> taps(KERNEL_LENGTH, 1.0f / KERNEL_LENGTH);
  setConvolutionKernel(taps.data());
  float *src, *dst;
  cudaMalloc(&src, W * H * sizeof(float));
  cudaMalloc(&dst, W * H * sizeof(float));
  dim3 blocks(W / (ROWS_RESULT_STEPS * ROWS_BLOCKDIM_X), H / ROWS_BLOCKDIM_Y);
  dim3 threads(ROWS_BLOCKDIM_X, ROWS_BLOCKDIM_Y);
  convolutionRows<<<blocks, threads>>>(dst, src, W, H, W);

  int n = W * H;
  fill<<<64, 256>>>(src, 1.0f, n);
  fill<int, 128><<<64, 128>>>((int *)dst, 7, n);
  launchMap<256>(src, dst, dst, n, Saxpy{2.0f});
  launchMap<128>(src, dst, dst, n, Clamp<float>{0.0f, 1.0f});
  double *dd;
  cudaMalloc(&dd, n * sizeof(double));
  launchMap<512, double>(dd, dd, dd, n, Clamp<double>{-1.0, 1.0});
  cudaDeviceSynchronize();
  printf("ok\n");
  cudaFree(src); cudaFree(dst); cudaFree(dd);
  return 0;
}
