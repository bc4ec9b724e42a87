// An array of static storage named where it decays is an address constant:
// parenthesized as an initializer (not as an assigned value, an argument or
// a returned value); any array operand of a cast shows its decay as
// parentheses. Shared memory's address is not constant.
int a1[4];
int g2[3][4];
int sc;
extern int ex[];
void f(int *);
void f2(int (*)[4]);
int h() {
  int *p = a1;
  int (*q)[4] = g2;
  int l[3]; int *r = l;
  int l2[3][4]; int (*r2)[4] = l2;
  int (*s)[4]; s = g2;
  const int *c = a1;
  f(a1); f2(g2);
  p = a1;
  int (&ra)[4] = a1;
  int *u(a1);
  int *w{a1};
  char *c1 = (char *)a1;
  long v = (long)a1;
  p = (int *)a1;
  f((int *)a1);
  int *q2 = a1 + 1;
  bool b = a1 == 0;
  static int *st = a1;
  char *cu = (char *)&sc;
  int *we = ex;
  char *cl = (char *)l;
  return *p + **q + *r + **s + *c + **r2 + ra[0] + *u + *w + *c1 + (int)v + *q2 + b + *st + *cu + *we + *cl;
}
template <class T> T *tf() { extern int buf[]; return (T *)buf; }
template <class T> T *tf5() { T *x = (T *)a1; return x; }
int *h2() { return a1; }
char *h4() { return (char *)a1; }
int *gp = a1;
char *gc = (char *)a1;
__global__ void k1(float *o) {
  extern __shared__ float sm[];
  float *a = sm;
  char *cs = (char *)sm;
  static __shared__ float st2[4];
  float *e = st2;
  o[0] = a[0] + cs[0] + e[0];
}
template <class T> __device__ T *k2() {
  extern __shared__ float tsm[];
  float *a = tsm;
  T *c = (T *)tsm;
  return c + (a - tsm);
}
