// Members of dependent specializations: a member type in a parameter of a
// non-member function, constexpr static member calls, static members with
// dependent initializers as template arguments; specializations of a
// template named inside its own partial specialization.
namespace lib {
template<class I> struct rev { typedef long difference_type; I cur; };
template<class I> rev<I> operator+(typename rev<I>::difference_type n, const rev<I> &r) { return r; }
template<class T> struct lim { static constexpr T eps() { return T(); } };
template<class T> T tol(T x) {
  const T a = T(4) * lim<T>::eps();
  const T b = T(1000) * lim<T>::eps() + x;
  return a + b;
}
template<unsigned long N, unsigned long A> struct storage { struct type { unsigned char d[N]; }; };
template<class T> struct sized { static const unsigned long len = sizeof(T); };
template<unsigned long L, class T> struct aligned_union {
  static const unsigned long align = sized<T>::len;
  typedef typename storage<L, align>::type type;
};
template<int N, class... R> struct nth { };
template<int N, class A, class B, class C, class... R> struct nth<N, A, B, C, R...> : nth<N - 3, R...> { };
}
__global__ void kern(float *out) { out[0] = 1.0f; }
