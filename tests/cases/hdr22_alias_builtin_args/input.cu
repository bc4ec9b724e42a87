// A member of an alias template specialization named in a template: the
// alias and its builtin type arguments are printed as written, each in
// EDG's spelling (`unsigned long long`, `long` for `long int`).
namespace gx {
template<typename T> struct num_traits { static const int digits = sizeof(T) * 8; };
template<typename T> using int_traits = num_traits<T>;
}
template<typename T> int countl(T x) {
  using gx::int_traits;
  constexpr auto a = int_traits<unsigned long long>::digits;
  constexpr auto b = int_traits<unsigned long>::digits;
  constexpr auto c = gx::int_traits<long int>::digits;
  constexpr auto d = gx::int_traits<unsigned char>::digits;
  constexpr auto e = gx::int_traits<long double>::digits;
  return a + b + c + d + e + (int)x;
}
int main() { return countl(1); }
