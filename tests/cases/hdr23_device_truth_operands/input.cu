// Operands of !, && and || keep no written conversion to bool in device C.
__device__ int f(int x);
static __device__ __inline__ int g(int x) { return x + 1; }
__device__ bool h(int x);
__global__ void k(int *p, int n, float v, int *q)
{
  if (f(n) && n < 3) p[0] = 1;
  if (g(n) && n < 3) p[1] = 1;
  if (n && n < 3) p[2] = 1;
  if (v && n < 3) p[3] = 1;
  if (q && n < 3) p[4] = 1;
  if (f(n) || g(n)) p[5] = 1;
  if (!g(n)) p[6] = 1;
  bool b = g(n);
  p[7] = b;
  if (g(n)) p[8] = 1;
  p[9] = g(n) ? 1 : 2;
  p[10] = (n + 1) && h(n);
  p[11] = p[0] && h(n);
  bool c = n && h(n);
  p[12] = c;
}
