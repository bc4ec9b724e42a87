// A variable template named in a default template argument: concrete when
// the default is evaluated for an instance (is_same_v<short, int>), though
// the pattern named it with a dependent argument.
namespace cu { namespace std { inline namespace v4 {
template <class A, class B> inline constexpr bool is_same_v = false;
template <class A> inline constexpr bool is_same_v<A, A> = true;
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
}}}
template <class T, bool = !::cu::std::is_same_v<T, int>> struct D2 { using type = T; };
template <class T> struct D2<T, false> { using type = long; };
static_assert(::cu::std::same<D2<short>::type, short>::value, "1");
static_assert(::cu::std::same<D2<int>::type, long>::value, "2");
template <class T, bool = ::cu::std::is_same_v<T, int>> struct D3 { using type = T; };
template <class T> struct D3<T, true> { using type = long; };
static_assert(::cu::std::same<D3<short>::type, short>::value, "3");
static_assert(::cu::std::same<D3<int>::type, long>::value, "4");
__global__ void k(D2<short>::type *p, D3<int>::type *q) { *q = *p; }
