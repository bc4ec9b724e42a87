// A prototype gives the default argument; the definition omits it; calls
// in host and device code still use it (the pattern of CUDA's warp intrinsics).
static __device__ __inline__ int shift_sum(unsigned mask, int v, unsigned delta, int width = 32);
static __device__ __inline__ float shift_sum(unsigned mask, float v, unsigned delta, int width = 32);

static __device__ __inline__ int shift_sum(unsigned mask, int v, unsigned delta, int width) {
  return (int)(mask & (unsigned)(v + (int)delta + width));
}
static __device__ __inline__ float shift_sum(unsigned mask, float v, unsigned delta, int width) {
  return v + (float)(mask & delta) + (float)width;
}

int scale(int x, int factor = 2);
int scale(int x, int factor) { return x * factor; }

__global__ void reduce(float *out, int *iout) {
  float v = out[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += shift_sum(0xffffffff, v, offset);
  out[threadIdx.x] = v;
  iout[threadIdx.x] = shift_sum(0xffffffffu, iout[threadIdx.x], 1u);
}

int main() {
  return scale(21);
}
