// References to references collapse, through a typedef, an alias template
// and a class template's member typedef.
template<bool B> struct flag { static constexpr bool value = B; };
template<class T> using rref_t = T&&;
template<class T> struct add_lref { typedef T& type; };
template<class T> struct add_rref { typedef T&& type; };
typedef int& int_ref;
template<class T, class... A> using can_make = flag<__is_constructible(T, A...)>;
template<class T> struct movable : can_make<T, T&&> {};

static_assert(__is_same(int_ref&&, int&), "lref &&");
static_assert(__is_same(int_ref&, int&), "lref &");
static_assert(__is_same(rref_t<int&>, int&), "alias");
static_assert(__is_same(rref_t<int>, int&&), "alias plain");
static_assert(__is_same(add_rref<int&>::type, int&), "member &&");
static_assert(__is_same(add_lref<int&&>::type, int&), "member &");
static_assert(movable<int&>::value, "movable ref");

__device__ int twice(int_ref&& x) { return x * 2; }

__global__ void kernel(int* out)
{
    int v = out[0];
    out[1] = twice(v);
}
