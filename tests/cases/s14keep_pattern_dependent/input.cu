# 1 "sysv.h" 1 3
namespace std {
struct T1 {}; struct T2 {}; struct T3 {}; struct Z {};
template<class T> struct W { T w; };
template<class T> struct X { T x; };
template<class T> struct Y { T y; };
template<class T> struct vec {
  typedef T *pointer;
  void g() {}
  void d1(T) {}
  void d2(W<T>) {}
  void n1(T1) {}
  void n2(X<int>) {}
  void n3(Y<T1>) {}
  void p1(pointer) {}
  template<class U> void t1(U, T2) {}
};
template<class T> struct vec2 {
  int a;
  void n1(T3) {}
};
}
# 34 "input.cu" 2
__global__ void k(int *p) { p[0] = 1; }
int main() { std::vec<std::Z> v; v.g(); std::vec2<int> v2; v2.a = 1; return 0; }
