// Long double literals keep their 80-bit value: EDG re-spells them with the
// shortest digits (at least two) that identify that value.
template <typename T> struct constants {
  static constexpr T half_turn() { return static_cast<T>(3.14159265358979323846264338327950288L); }
  static constexpr T eighth_turn() { return static_cast<T>(0.785398163397448309615660845819875721L); }
  static constexpr T root_half() { return static_cast<T>(0.707106781186547524400844362104849039L); }
  static constexpr T euler() { return static_cast<T>(0.577215664901532860606512090082402431L); }
};

struct ext_limits {
  static constexpr long double smallest() { return 3.36210314311209350626e-4932L; }
  static constexpr long double largest() { return 1.18973149535723176502e+4932L; }
  static constexpr long double lowest() { return -1.18973149535723176502e+4932L; }
  static constexpr long double step() { return 1.08420217248550443401e-19L; }
  static constexpr long double tiniest() { return 3.64519953188247460253e-4951L; }
  static constexpr double dsmallest() { return double(2.22507385850720138309e-308L); }
  static constexpr double dtiniest() { return double(4.94065645841246544177e-324L); }
};

long double tenth() { return 0.1L; }
long double third() { return 1.0L / 3.0L; }
long double small() { return 1e-30L; }
long double negative() { return -1.0L; }
long double many_digits() { return 110601.946365776723106L; }
long double plain_range() { return 123456.789L + 0.001L + 1e-4L + 1e7L; }
long double below_denormals() { return 1.8e-4951L; }
long double overflow() { return 1e5000L; }
long double hex_denormal() { return 0x1p-16383L; }
double double_denormal() { return 1e-323; }
float float_denormal() { return 1e-45f; }

__device__ long double device_scale(long double x) { return x * 2.718281828459045235360287471352662498L; }
__global__ void kernel(double *out) { *out = (double)device_scale(1.5L); }
