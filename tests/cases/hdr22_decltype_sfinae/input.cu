// A dependent decltype in a function template's return type is worked out
// again with the deduced arguments (an invalid operand removes the
// candidate); a pack given nothing expands to nothing; a qualified class
// template specialization is a type argument of a function template.
namespace util {
template <typename T> T &&declval() noexcept;
template <typename T> struct box { T *get(unsigned long n); };
template <typename A, typename B> struct same { static constexpr bool value = false; };
template <typename A> struct same<A, A> { static constexpr bool value = true; };
}

struct failure {};
template <typename T> struct success { typedef T type; };

struct probe {
  template <typename Fn, typename... Args>
  static success<decltype(util::declval<Fn>()(util::declval<Args>()...))> test(int);
  template <typename...> static failure test(...);
};

struct nullary { void operator()() const {} };
struct unary { int operator()(int) const { return 0; } };

using r0 = decltype(probe::test<nullary &>(0));
using r1 = decltype(probe::test<unary &, int>(0));
using r2 = decltype(probe::test<unary &>(0));
static_assert(util::same<r0, success<void> >::value, "nullary");
static_assert(util::same<r1, success<int> >::value, "unary");
static_assert(util::same<r2, failure>::value, "unary without argument");

using pointer = decltype(util::declval<util::box<char> &>().get(1));
static_assert(util::same<pointer, char *>::value, "qualified argument");

__global__ void k(int *p) { p[0] = 1; }

int main() {
  int *d = nullptr;
  k<<<1, 1>>>(d);
  return 0;
}
