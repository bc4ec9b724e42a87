#include <cstdio>
struct true_tag {};
struct false_tag {};
template <class T> struct is_int { enum { value = 0 }; };
template <> struct is_int<int> { enum { value = 1 }; };
struct fill_tag { int unused; };
template <bool B> struct filler {
  template <class P> static void run(P p, int n) { for (int i = 0; i < n; ++i) p[i] = 0; }
};
template <class P> void fill_n(P p, int n) {
  const bool trivial = is_int<int>::value;
  filler<trivial>::run(p, n);
}
template <class P> void dispatch(P p, true_tag) { fill_n(p, 1); }
template <class P> void dispatch(P p, false_tag) { fill_n(p, 2); }
template <class T> struct vec {
  T *data;
  int n;
  explicit vec(int count) : data(new T[count]), n(count) { init(); }
  ~vec() { delete[] data; }
  void init() { dispatch(data, true_tag()); }
  T &operator[](int i) { return data[i]; }
};
__global__ void k(int *p) { p[0] = 1; }
int main() {
  vec<int> v(4);
  int *d = 0;
  k<<<1, 1>>>(d);
  printf("%d\n", v[0]);
  return 0;
}
