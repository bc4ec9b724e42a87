template <typename T>
struct SharedMem {
  __device__ operator T *() {
    extern __shared__ int smem[];
    return (T *)smem;
  }
};

struct Handle {
  int fd;
  operator int() const { return fd; }
  explicit operator bool() const { return fd >= 0; }
  operator const char *() const { return fd ? "open" : "closed"; }
};

__global__ void k(float *out) {
  float *s = SharedMem<float>();
  s[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = s[31 - threadIdx.x];
}

int main() {
  Handle h{3};
  int fd = h;
  const char *name = h;
  float *d;
  cudaMalloc((void **)&d, 32 * sizeof(float));
  k<<<1, 32, 32 * sizeof(float)>>>(d);
  return (bool)h ? fd + (name[0] == 'o') : 0;
}
