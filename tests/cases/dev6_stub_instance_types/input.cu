// Kernel template instances whose parameters name class template
// specializations, member typedefs of them and classes in a namespace:
// the stub file declares typedefs of their device names (arguments
// spelled as in a launch); a namespace class argument is not padded in
// the launch's spelling.
namespace geo {
struct Op { __device__ int operator()(int x) const { return x + 1; } };
}
template <typename T, int N> struct Vec { typedef T value_type; T v[N]; };

template <typename V>
__global__ void first(const V *in, typename V::value_type *out) { out[0] = in[0].v[0]; }

template <typename F>
__global__ void apply(int *o, F f) { o[0] = f(o[0]); }

int main() {
  int *o = 0;
  Vec<float, 4> *v = 0;
  float *f = 0;
  first<<<1, 1>>>(v, f);
  apply<<<1, 1>>>(o, geo::Op());
  return 0;
}
