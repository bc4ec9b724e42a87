// An inline namespace reopened without `inline` stays inline: its members
// are found from the enclosing namespace (libstdc++'s __cxx11).
namespace lib {
inline namespace v2 __attribute__((__abi_tag__("v2"))) {}
}
namespace lib {
namespace v2 {
template <typename T> struct box { T value; };
int twice(int x) { return 2 * x; }
}
typedef box<int> int_box;
}

__global__ void k(int *out) { out[0] = 1; }

int main() {
  lib::int_box b{lib::twice(3)};
  lib::box<float> f{1.5f};
  return b.value + (int)f.value;
}
