// A static member function named through an alias of its class
// (std::chrono::high_resolution_clock::now()).
namespace clk {
inline namespace v2 {
struct system_clock {
  static long now() { return 1; }
  static const int period = 10;
};
}
using high_res = system_clock;
typedef system_clock steady;
template <typename T> struct Holder {
  static T make() { return T(); }
};
using IntHolder = Holder<int>;
}

struct Timer {
  using clock = clk::high_res;
  long start = clock::now();
};

template <typename T> struct Wrap {
  typedef clk::Holder<T> Base;
  typedef clk::Holder<int> Fixed;
  enum { v = sizeof(Base) };
  static T get() { return Base::make() + (T)Fixed::make(); }
};

int main() {
  int w = Wrap<int>::get();
  auto t0 = clk::high_res::now();
  long t1 = clk::steady::now() + clk::high_res::period;
  int h = clk::IntHolder::make();
  Timer t;
  return (int)(t1 - t0) + h + (int)t.start + clk::system_clock::now() + w;
}
