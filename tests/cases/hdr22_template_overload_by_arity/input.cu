// two function templates named alike, differing in parameter count; an explicit argument picks by arity
template <typename T> struct itex_trait { };
template<> struct itex_trait<float> { typedef void type; };
template<> struct itex_trait<int> { typedef void type; };

template <typename T>
static __device__ typename itex_trait<T>::type fetch(T *ptr, unsigned long long obj, int x)
{
  *ptr = (T)(obj + x);
}

template <class T>
static __device__ T fetch(unsigned long long obj, int x)
{
  T ret;
  fetch(&ret, obj, x);
  return ret;
}

__global__ void sample(unsigned long long tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = fetch<float>(tex, i);
}
