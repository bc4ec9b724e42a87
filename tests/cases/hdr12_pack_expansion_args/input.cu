// Pack expansions written in template argument lists, empty argument
// lists, sizeof... and packs in template template parameters.
template <class... B> struct any_of { static const bool value = true; };
template <> struct any_of<> { static const bool value = false; };
template <class A, class B> struct same { static const bool value = false; };
template <class T, class... Ts> using one_of = any_of<same<T, Ts>...>;
template <class... Ts> using all_of = any_of<Ts...>;
template <class F> struct res;
template <class F, class... A> struct res<F(A...)> { typedef F type; };
template <class D, template <class...> class Op, class... A> struct det { typedef D type; };
template <template <class, class...> class S, class T, class... R> struct rebind { typedef T type; };
template <class T, T... I> struct iseq { static constexpr unsigned long size() noexcept { return sizeof...(I); } };
template <unsigned long... I> using useq = iseq<unsigned long, I...>;
template <unsigned long... I> struct itup { };
template <unsigned long... I1, unsigned long... I2> int pr(itup<I1...>, itup<I2...>) { return 0; }
template <class... Ts> struct box { box(Ts... ts) { } static const int n = sizeof...(Ts); };
template <class... Ts> using void_t = void;
template <class T, class = void_t<>> struct has { static const bool value = false; };
int main() { return any_of<int>::value; }
