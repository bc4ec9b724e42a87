// An integer constant converted to a pointer is folded to a pointer
// constant: the null pointer is `0LL` (from 0, `__null` or a cast), any
// other address is unsigned (`1ULL`); such an argument needs no temporary.
__device__ int f(int *p, const char *q) { return p ? 1 : (q ? 2 : 3); }
__device__ int g(long v) { return (int)v; }
__global__ void k(int *r) {
  int *a = 0;
  int *b = (int *)0;
  int *c = __null;
  const char *e = (const char *)16;
  r[0] = f(0, 0) + f(a, (const char *)0) + (a == 0) + (b != 0) + f(c, e) + (e == (const char *)1);
  r[1] = g(0) + g(0L);
  void *v = 0;
  if (v == 0) r[2] = 1;
}
