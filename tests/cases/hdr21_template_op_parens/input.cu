// Parentheses EDG writes around operations in template bodies.
template<class T> struct S { enum { K = 7 }; };
template<class T1, class T2> struct pr { T1 a; T2 b; pr(T1 x, T2 y) : a(x), b(y) {} };
template<class D> D ops(D a) {
  D s = S<D>::K;
  s *= 2;
  s += a;
  constexpr D x = 1; constexpr D y = 2;
  constexpr D r = y - x;
  const D r2 = y - x;
  constexpr bool big = sizeof(D) > 4 && sizeof(D) < 16;
  return s + r + r2 + big;
}
template<class T> pr<const T&, const T&> mm(const T& a, const T& b) { return b < a ? pr<const T&, const T&>(b, a) : pr<const T&, const T&>(a, b); }
template<class T, class C> pr<const T&, const T&> mc(const T& a, const T& b, C c) { return c(b, a) ? pr<const T&, const T&>(b, a) : pr<const T&, const T&>(a, b); }
template<class T> bool pod(int k) { if (__is_pod(T) && k == 1) return true; return false; }
template<class T> bool nf() { return !__is_final(T); }
int main() { return pod<int>(1) + nf<int>(); }
