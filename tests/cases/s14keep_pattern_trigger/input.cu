# 1 "sysv.h" 1 3
namespace std {
struct T1 {}; struct T2 {}; struct T3 {}; struct T4 {}; struct T5 {}; struct T6 {};
struct T7 {}; struct T8 {}; struct T9 {}; struct T10 {}; struct T11 {}; struct T12 {};
typedef T4 t4;
struct P { void g() {} void u(T1) {} void u2(T2 &) {} T3 r() { return T3(); } };
template<class T> struct Q { void g() {} void u(t4) {} void v(T5) const; };
template<class T> struct R { void g() {} void u(T6) {} };
inline void take(R<int> *) {}
template<class T> struct S { void u(T7) {} };
template<class T> struct U { void u(T8) {} };
inline void takeS(S<int> &) {}
}
# 34 "input.cu" 2
__global__ void k(int *p) { p[0] = 1; }
int main() { std::P p; p.g(); std::Q<int> q; q.g(); std::take(0); std::S<int> s; std::takeS(s); std::U<int> u; (void)u; return 0; }
