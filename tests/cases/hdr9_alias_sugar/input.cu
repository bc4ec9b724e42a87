// Alias templates inside templates are printed as written: as the scope of
// a dependent member type and as arguments of dependent specializations,
// whose defaulted arguments are not filled in.
namespace lib {
template<typename T> struct is_small { static const bool value = sizeof(T) < 4; };
template<typename T, bool = is_small<T>::value> struct widen { typedef long type; };
template<typename T> struct widen<T, false> { typedef T type; };
template<typename T> using widen_t = typename widen<T>::type;
template<typename A, typename B> using sum_t = decltype(A() + B());
template<typename A, typename B> using pair_widen = widen<sum_t<A, B> >;
template<typename A, typename B> typename pair_widen<A, B>::type add(A a, B b) {
  typedef typename pair_widen<A, B>::type R;
  return R(a) + R(b);
}
template<typename T> struct holder {
  typedef widen<widen_t<T> > twice;
  typedef widen<T> once;
  widen_t<T> get(widen_t<T> x) const { return x; }
};
}
int main() { return (int)lib::add(1, 2L); }
