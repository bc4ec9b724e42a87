namespace detail {
template <typename T> T legendre(unsigned l, unsigned m, T x, T phase = T(+1)) { return x * phase + l + m; }
}
float legendref(unsigned l, unsigned m, float x) { return detail::legendre<float>(l, m, x); }

struct BitRef {
  unsigned *p;
  BitRef &operator=(bool x) { *p = x; return *this; }
  BitRef &operator=(const BitRef &o) { *p = *o.p; return *this; }
};
struct BitIt {
  unsigned *p;
  BitRef operator*() const { BitRef r; r.p = p; return r; }
};
void copy_bits(BitIt a, BitIt b) { *a = *b; *a = true; }

template <class T> struct type_identity { typedef T type; };
template <bool B> struct bool_constant { static constexpr bool value = B; constexpr operator bool() const { return B; } };
typedef bool_constant<true> true_type;
typedef bool_constant<false> false_type;
template <class... B> struct or_;
template <> struct or_<> : false_type { typedef false_type type; };
template <class B1, class... Bn> struct or_<B1, Bn...> : true_type { typedef true_type type; };
template <class T> struct is_void : false_type {};
template <> struct is_void<void> : true_type {};
template <class T, unsigned long = sizeof(T)> constexpr true_type complete_or_unbounded(type_identity<T>) { return {}; }
template <class TI, class N = typename TI::type> constexpr typename or_<is_void<N>, is_void<N>>::type complete_or_unbounded(TI) { return {}; }
template <class T> struct checked { static_assert(complete_or_unbounded(type_identity<T>{}), "complete"); };
checked<int> c1;
checked<void> c2;
struct Incomplete;
checked<Incomplete> c3;
__global__ void k(int *p) { p[0] = 1; }
