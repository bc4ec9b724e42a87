// Calls whose function is chosen at instantiation (unqualified, overloaded
// or a template, with dependent arguments) are not converted; constant
// chains and enumerators of dependent specializations.
template<class T> struct width_of { enum { bits = sizeof(T) * 8 }; static const bool exact = true; };
template<class V> struct limits_of {
  static const bool is_signed = (V)(-1) < 0;
  static const int digits = width_of<V>::bits - is_signed;
  static const int digits10 = (2 + (width_of<V>::exact ? 24 : 53) * 643L / 2136);
};
enum rounding { round_none, round_near };
template<class T> struct info { };
template<> struct info<float> {
  static constexpr bool has_a = true; static constexpr bool has_b = true; static constexpr rounding r = round_near;
  static constexpr bool ieee = has_a && has_b && r == round_near;
};
struct plain_info { static constexpr bool x = true; static constexpr bool y = false;
  static constexpr bool both = x && y && x; };
namespace lib {
template<class T> struct eps_of { static T eps() { return T(); } };
template<class T> T scaled(T x) {
  const T a = T(4) * lib::eps_of<T>::eps();
  const T b = T(4) * eps_of<T>::eps();
  const T c = (T)4 * x;
  return a + b + c;
}
int compare(int a, int b);
template<class T> int compare_t(const T *a, const T *b, unsigned long n);
template<class T> bool qualified_not(T a) { return !lib::compare(a, a); }
template<class T> bool unqualified_less(T a) { return compare(a, a) < 0; }
template<class T> bool unqualified_not(T a) { return !compare(a, a); }
template<class T> bool template_not(const T *a) { return !lib::compare_t(a, a, 4); }
}
__global__ void kern(float *out) { out[0] = 1.0f; }
