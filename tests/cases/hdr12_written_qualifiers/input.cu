namespace N {
namespace D {
  template<class T> T f(T x, int y) { return x; }
  template<class T> struct P { typedef T type; };
  template<class T> struct TS { static T sm(T x) { return x; } static T sv; };
  float q(float x) { return x; }
  double q(double x) { return x; }
  float s(float x) { return x; }
  float var;
  struct S { static float sm(float x) { return x; } static float sv; };
  enum En { e1, e2 };
  namespace E { float r(float x) { return x; } }
}
float g0(float x) { return x; }
typedef float F;
inline float a1(float x) { return D::f<float>(x, 1) + N::D::f<float>(x, 1) + D::q(x) + D::E::r(x); }
inline float a2(float x) { return ::N::D::q(x) + ::N::g0(x) + D::S::sm(x) + D::var + D::TS<float>::sm(x); }
inline int a3() { return D::e1 + (int)D::En::e2; }
inline float a4(float x) { typedef float LF; return D::f<LF>(x, 2) + D::TS<LF>::sm(x); }
namespace D2 { inline float b1(float x) { return D::q(x) + D::E::r(x) + g0(x) + N::g0(x); } }
namespace D { inline float c1(float x) { return E::r(x) + D::E::r(x) + D::q(x); } }
template<class T> T h1(T x) { typedef T TT; return D::f<TT>(x, 2); }
template<class T> T h2(T x) { return D::f<F>(x, 2); }
template<class T> T h3(T x) { typedef int LI; return D::f<LI>(x, 2); }
template<class T> T h4(T x) { typedef typename D::P<T>::type TT; TT y = D::TS<TT>::sv; return D::TS<TT>::sm(y) + D::f<TT>(y, 1); }
template<class T> T h5(T x) { typedef T TT; D::TS<TT> v; D::TS<TT*> *p = 0; return (T)sizeof(D::TS<TT>) + v.sm(x) + (p ? x : x); }
template<class T> T h6(T x) { return ::N::D::q(x) + ::N::D::q(1.0f) + ::N::D::s(x) + ::N::D::f(x, 1) + ::N::D::f<T>(x, 1); }
template<class T> struct C { T m(T x) { typedef T *TP; return *D::f<TP>(&x, 1); } };
}
namespace A = N::D;
inline float g4(float x) { return A::q(x) + A::TS<float>::sm(x); }
__global__ void k(float *p) { p[0] = 1.0f; }
