// Template kernels whose parameter lists span several lines: the host
// wrapper's parameter names carry the same line markers as the kernel's.
template <typename T>
__global__ void scale(const T *in,
                      T *out, int
                      n,
                      T factor) {
  int i = threadIdx.x;
  if (i < n) out[i] = in[i] * factor;
}

template <typename... Args>
__global__ void many(int first,
                     Args... rest) {}

template <typename T> __global__ void spec(T a,
                                           T b) {}
template <> __global__ void spec<int>(int a,
                                      int b) {}

struct Clamp {
  double lo, hi;
};
template <typename T>
__global__ void useClamp(T c) {}

void launch(float *p, int n) {
  scale<<<1, 32>>>(p, p, n, 2.0f);
  many<<<1, 1>>>(1, 2.0, 'c');
  spec<<<1, 1>>>(1.0f, 2.0f);
  spec<<<1, 1>>>(1, 2);
  useClamp<<<1, 1>>>(Clamp{-1.0, 1.0});
  Clamp c = {-2.0, +3.0};
  Clamp d{-1.5, 2.5};
  useClamp<<<1, 1>>>(c);
  useClamp<<<1, 1>>>(d);
}
