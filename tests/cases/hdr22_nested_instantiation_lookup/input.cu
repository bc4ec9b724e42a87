// A class template instantiated while another instantiation is parsing
// inside namespace `detail`: its qualified names into `detail` still resolve.
// And a constexpr function template called in an enumerator of a class
// template is evaluated before its instance gets a body.
namespace cb {
namespace detail { inline constexpr int wt = 32; }
template <class T> constexpr T mn(T x, T y) { return x < y ? x : y; }
template <int B> struct Layout {
  enum { M = mn(B, detail::wt) };
  __device__ static int get() { return M; }
};
namespace detail {
template <int B> struct Impl {
  __device__ static int run() { return Layout<B>::get(); }
};
}
template <int B> struct Reduce {
  __device__ int sum() { return detail::Impl<B>::run(); }
};
}
template <int B> __global__ void k(int *o) { cb::Reduce<B> r; *o = r.sum(); }
int main() { k<256><<<1, 1>>>(0); return 0; }
