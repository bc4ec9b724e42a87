// Standard attributes on variables, variable templates and fields: first,
// marked at their line; a name on a later line gets its own marker.
namespace q {
template<class T> struct base { static const bool flag = true; };
template<typename T>
  [[__deprecated__]]
  inline constexpr bool lit_v = base<T>::flag;
template<typename T>
  [[deprecated]] inline constexpr bool lit2_v = base<T>::flag;
[[deprecated]] int old_var = 1;
[[maybe_unused]]
int old_var2 = 1;
struct S {
  [[deprecated]] static const int m = 1;
  [[deprecated]]
  int n;
};
}
int main() { return 0; }
