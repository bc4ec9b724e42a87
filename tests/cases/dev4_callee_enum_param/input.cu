// An enum that only a called host helper's parameter names is declared in
// device code (enumerators mangled in their scope, values suffixed by the
// underlying type); one no call names is not.
namespace ns {
enum color { red = 3, green = 4, blue = 9 };
inline int toint(color a) { return (int)a; }
inline int exact(int a) { return toint(red); }
typedef unsigned long long base_t;
enum class shade : base_t { dark = 1, light = 7, dim };
constexpr base_t rank(shade s) { return static_cast<base_t>(s); }
constexpr base_t pick(shade s) { return rank(s) == 1 ? 2 : 0; }
enum class unused_kind { a, b };
inline int h(unused_kind) { return 0; }
}
__global__ void k(float *p) { p[0] = 1.0f; }
