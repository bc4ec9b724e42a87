# 1 "sysv.h" 1 3
namespace std {
struct T1 {}; struct T2 {}; struct T3 {}; struct T4 {}; struct T5 {}; struct T6 {};
struct T7 {}; struct T8 {}; struct T9 {}; struct T10 {}; struct T11 {}; struct T12 {};
enum E1 { e1a }; enum E2 { e2a }; enum E3 { e3a };
template<class T> void f12(T12, T) {}
template<class T> struct base { void bm(T9) {} void bc() {} };
template<class T> struct vec : base<T> {
  void g() { T5 x; (void)x; }
  typedef T7 t7;
  T8 *r();
  void e(E1) {}
  static const int sm = e2a;
  struct nested { void nm(T10) {} };
  void h(T11 &) {}
};
template<class T> struct only_base : base<T> { void g() {} };
}
# 34 "input.cu" 2
__global__ void k(int *p) { p[0] = 1; }
int main() { std::f12<int>(std::T12(), 1); std::vec<int> v; v.g(); return 0; }
