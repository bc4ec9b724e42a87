#include <cstdio>
struct V {
  float x;
  __device__ float dot(const V &o) const { printf("%s\n", __PRETTY_FUNCTION__); return x * o.x; }
  __device__ static int count(int n) { printf("%s\n", __PRETTY_FUNCTION__); return n; }
  __device__ virtual const char *name() const { return __PRETTY_FUNCTION__; }
  __device__ V() : x(0) { printf("%s %s\n", __PRETTY_FUNCTION__, __func__); }
  __device__ operator int() const { printf("%s\n", __PRETTY_FUNCTION__); return 0; }
};
namespace ns {
__device__ unsigned long long *where(char c, ...) { printf("%s %s\n", __PRETTY_FUNCTION__, __FUNCTION__); return 0; }
}
template <class T> __device__ T twice(T v) { printf("%s\n", __PRETTY_FUNCTION__); return v + v; }
__global__ void k(int n, V *v, float **pp) {
  printf("%s\n", __PRETTY_FUNCTION__);
  V w;
  v->dot(w);
  V::count(n);
  ns::where('a');
  twice(1.5f);
  int z = w;
}
int main() { k<<<1, 1>>>(0, 0, 0); return 0; }
