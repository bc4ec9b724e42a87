template <bool> struct sel {};
template <> struct sel<true> { template <class T> using type = T; };
template <bool B, class T = void> using en_t = typename sel<B>::template type<T>;

template <class T> inline constexpr bool is_int_v = false;
template <> inline constexpr bool is_int_v<int> = true;
template <> inline constexpr bool is_int_v<unsigned long long> = true;
template <class T> inline constexpr bool is_enum_v = __is_enum(T);

template <class T, class U, bool t_ = true, en_t<is_int_v<T> && t_, int> = 0, en_t<is_int_v<U> && t_, int> = 0>
int f(T, U) { return 1; }
template <class T, class U, bool t_ = true, en_t<is_int_v<T> && t_, int> = 0, en_t<is_enum_v<U> && t_, int> = 0>
int f(T, U) { return 2; }

int g() { return f(3, 4ull); }
