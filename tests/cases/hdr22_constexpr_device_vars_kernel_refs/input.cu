// Namespace-scope constexpr device objects (not inline) have internal
// linkage: registered under the module's internal scope. A kernel template
// named with dependent arguments inside another template is no instance.
struct F { int x; };
namespace a {
namespace b { struct G { int y; }; }
inline namespace c {
__device__ constexpr b::G v1 = {2};
__device__ constexpr F v2 = {4};
__device__ const F v3 = {5};
}
}
template <class T, class U> __global__ void kern(T t, U u) {}
struct Src {
  template <class T> static auto get() { return &kern<T, int>; }
};
template <class Policy> struct Dispatch {
  using ST = typename Policy::type;
  void run() { auto f = kern<ST, int>; (void)f; }
  static void go() { Src::get<ST>(); }
};
__global__ void k(int *o) { *o = 1; }
int main() { k<<<1, 1>>>(0); return 0; }
