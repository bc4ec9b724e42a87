template <class T> struct S { static const int v = 0; };
template <> struct S<__int128_t> { static const int v = 1; };
template <> struct S<__uint128_t> { static const int v = 2; };
__int128_t a;
__uint128_t b = 3;
using big = __int128;
typedef __int128_t big2;
int f() { return S<__int128_t>::v + S<big>::v + sizeof(__uint128_t) + (int)a + (int)(__int128_t)b; }

template <class...>
using void_alias __attribute__((deprecated)) = void;
template <bool B>
using bool_alias __attribute__((deprecated)) = S<int>;
using plain_alias __attribute__((deprecated)) = int;
using plain2 __attribute__((aligned(8))) __attribute__((unused)) = long;
template <class T> using std_alias [[deprecated]] = T*;
using std2 [[deprecated("no")]] = char;
struct K {
  using inner __attribute__((deprecated)) = int;
  template <class U> using inner_t __attribute__((deprecated)) = U;
};
