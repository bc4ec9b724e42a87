// Arguments bound to reference parameters are not reads of the variable.
__device__ void g(const int &x);
__device__ void gv(int x);
int hv;
int hv2;
__device__ int dv;
__device__ int dv2;
template <class T> void cp(const T &sym, const void *src) {}
void hostref(const int &x) {}
void hostval(int x) {}
__global__ void k() { g(hv); gv(hv2); }
void h() {
  cp(dv, 0);
  hostref(dv2);
  hostval(dv);
  int a;
  hostref(a);
  int b;
  hostval(b);
}
struct S { void set(int &out) const { out = 1; } };
void h2() {
  S s;
  int c;
  s.set(c);
  int d;
  int &r = d;
  (void)r;
}
