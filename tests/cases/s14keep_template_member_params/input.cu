# 1 "sysv.h" 1 3
namespace std {
struct T1 {}; struct T2 {}; struct T3 {}; struct T4 {}; struct T5 {}; struct T6 {};
struct T7 {}; struct T8 {}; struct T9 {}; struct T10 {}; struct T11 {}; struct T12 {};
template<class T> struct vec {
  T *start;
  vec() : start(0) {}
  void u1(T1) {}
  void u2(T2);
  void u3(const T3 &) {}
  T4 u4() { return T4(); }
  void called() { T6 c; (void)c; }
  static void sc(T11) {}
};
struct plain { void u5(T5) {} int x; };
inline void f7() { T7 c; (void)c; }
template<class T> void f9() { T9 c; (void)c; }
inline void f10(T10) {}
template<class T> void f12(T12, T) {}
}
# 34 "input.cu" 2
__global__ void k(int *p) { p[0] = 1; }
int main() { std::vec<int> v; v.called(); std::f7(); std::f9<int>(); std::T8 c; (void)c; std::plain pl; (void)pl; return 0; }
