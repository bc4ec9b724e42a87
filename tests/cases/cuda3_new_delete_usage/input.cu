#include <new>
struct P { int v; __host__ __device__ P(int x) : v(x) {} };
__global__ void build(P **out, char *pool, int n) {
  void *slot = pool + threadIdx.x * sizeof(P);
  int w = n * 2;
  out[threadIdx.x] = new (slot) P(w);
}
void host(int n) {
  int m = n + 1;
  int *a = new int[m];
  int *b;
  delete[] a;
  delete b;
  P *q = new P(m);
  delete q;
}
