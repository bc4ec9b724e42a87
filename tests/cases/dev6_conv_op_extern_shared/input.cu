template <typename T>
struct Scratch {
  __device__ operator T *() {
    extern __shared__ int __buf[];
    return (T *)(__buf);
  }
};

template <typename T, int N>
__global__ void fill(T *out) {
  T *s = Scratch<T>();
  s[threadIdx.x] = out[N];
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}

int main() {
  float *f = 0;
  int *i = 0;
  fill<float, 3><<<1, 32, 128>>>(f);
  fill<int, 4><<<1, 32, 128>>>(i);
  return 0;
}
