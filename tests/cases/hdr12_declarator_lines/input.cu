int g1 = 1,
  g2 = 2;
inline int f() { int a = 1,
   b = 2; int *p = 0,
   *q = 0; return a + b + (p == q); }
template<class T> T h(T x) { T a = x,
   b = x; return a + b; }
__global__ void k(float *p) { p[0] = 1.0f; }
struct S { int m1,
  m2; static int s1,
  s2; };
