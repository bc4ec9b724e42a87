// __host__ __device__ functions (templates or not) that only host code
// uses are kept in the device code; instances take their template's scope.
template <class T> __host__ __device__ T twice(T x) { return x + x; }
template <class T> static inline __host__ __device__ T thrice(T x) { return x + x + x; }
__host__ __device__ inline int inl(int x) { return x * 4; }
static __host__ __device__ int stat(int x) { return x * 5; }
template <class T> __host__ T hostonly(T x) { return x; }
template <class T> __device__ T *advance(T *p, int n) { return p + n; }
__device__ int dev1(int x) { return x; }
__global__ void k(int *p) { *p = dev1(*p) + *advance(p, 1); }
int main() {
  int a = twice(3);
  float b = thrice(2.0f);
  int c = inl(2) + stat(3) + hostonly(4);
  return a + (int)b + c;
}
