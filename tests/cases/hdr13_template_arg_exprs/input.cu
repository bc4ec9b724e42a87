// Expression template arguments: a `>` operator parenthesized, explicit
// arguments naming dependent members, local constants of dependent value;
// typedef names in base classes and alias templates.
typedef unsigned long count_t;
template<class T> struct one { };
template<class A, class B> struct two { };
template<class T, T v> struct value_is { static constexpr T value = v; };
template<class T> struct rank_of { static const count_t value = 0; };
template<class T> struct positive : value_is<bool, (rank_of<T>::value > 0)> { };
template<class T> struct small : value_is<bool, (rank_of<T>::value < 2)> { };
template<class T> struct both : value_is<bool, (rank_of<T>::value > 0 && rank_of<T>::value)> { };
template<class T> struct shifted : value_is<bool, (rank_of<T>::value >> 1)> { };
template<class T> struct at_least : value_is<bool, (rank_of<T>::value >= 1)> { };
template<class T> struct holder { value_is<bool, (rank_of<T>::value > 0)> m; };
template<class T> struct based : two<count_t, T> { two<count_t, T> w; typedef two<count_t, T> pair_type; };
template<class T> using paired = two<count_t, T>;
template<bool B> struct mover { template<class I> static I go(I a, I b) { return a; } };
template<bool B, class I> I move_all(I a, I b) { return a; }
template<class I> struct is_mover { static const bool value = false; };
template<class I> I copy_all(I a, I b) { return move_all<is_mover<I>::value>(a, b); }
template<class I> I copy_some(I a, I b) {
  const bool simple = (is_mover<I>::value && sizeof(I) > 2);
  return mover<simple>::go(a, b);
}
template<class I> struct wrapped { I cur; I base() const { return cur; } };
template<class I> wrapped<I> wrap(I i) { return wrapped<I>{i}; }
template<class I> auto unwrap(wrapped<I> it) -> decltype(wrap(unwrap(it.base()))) { return wrap(unwrap(it.base())); }
__global__ void kern(float *out) { out[0] = 1.0f; }
