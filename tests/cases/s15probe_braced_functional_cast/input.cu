// T{...} with an aggregate T (its elements are printed as an initializer
// list's) and with a class that has a constructor (printed as arguments).
struct Range {
  double lo, hi;
};
struct Span {
  int a, b;
  Span(int x, int y) : a(x), b(y) {}
};
struct Nested {
  Range r;
  int k[2];
};
template <typename T> struct Box {
  T v;
};

double use(Range r) { return r.lo + r.hi; }
int use2(Span s) { return s.a; }

double f(int n) {
  double t = use(Range{-1.0, n * 2.0});
  t += use2(Span{-1, n + 1});
  Nested q = Nested{{-3.0, +4.0}, {-n, 7}};
  Box<int> b = Box<int>{-n};
  auto r = Range{1.0 - t};
  return t + q.r.lo + b.v + r.hi;
}

__device__ float g(float x) {
  Range r = Range{-x, x * 2};
  return (float)(r.lo + Box<float>{-x}.v);
}
