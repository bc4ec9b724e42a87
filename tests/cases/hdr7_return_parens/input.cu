// EDG keeps the parentheses written around a whole return operand when the
// operand is an operation (not a name, literal, call or functional cast),
// except around value-dependent constants in templates.
struct Pt { int x; int get() const { return (x); } };
int g(int);
int deref(int *p) { return (*p); }
int call(int a) { return (g(a)); }
int neg(int a) { return (-a); }
int member(Pt a) { return (a.x); }
int arrow(Pt *a) { return (a->x); }
int name(int a) { return (a); }
int lit() { return (1); }
int both(int a, int b) { return (a) + (b); }
long widened(int a, int b) { return (a + b); }
double converted(int a) { return (a); }
int folded() { return (1 + 2); }
int doubled(int a) { return ((a + 1)); }
bool negation(int a) { return (!a); }
int choose(int a, int b) { return (a ? b : 0); }
int sz(int a) { return (sizeof a); }
constexpr int absval(int a) { return (a < 0 ? -a : a); }

template <typename T> int t_size() { return (sizeof(T) + 1); }
template <typename T> T t_sum(T a) { return (a + 1); }
template <typename T> bool t_signed() { return (T(-1) < 0); }
template <typename T> T t_pick(T a, T b) { return (a ? b : T(0)); }
template <typename T> T t_neg(T a) { return (-a); }
template <typename T> T t_deref(T *a) { return (*a); }
template <typename T> int t_fixed() { return (1 + 2); }
template <int N> int t_n() { return (N + 1); }
template <int N> int t_nsel(int a) { return (N ? a : 0); }
template <typename T> int t_sizeof_param(T a) { return (sizeof(a)); }

template <typename T> struct lim {
  static constexpr T low() { return (T(-1) < 0 ? T(1) : T(0)); }
  static T keep(T a) { return (a ? a : T(1)); }
};
template <> struct lim<short> {
  static constexpr short low() { return (short(-1) < 0 ? short(1) : short(0)); }
  static short keep(short a) { return (a ? a : short(1)); }
};

__device__ int dev_sum(int a, int b) { return (a + b); }
__global__ void kernel(int *p) { *p = dev_sum(1, 2); }
