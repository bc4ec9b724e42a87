namespace outer { namespace detail {
struct launcher {
  int grid, block;
  __host__ launcher(int g, int b, int s) : grid(g), block(b + s) {}
  template <class K> __host__ int doit(K k, int *p) const { k<<<grid, block>>>(p); return 0; }
};
template <class T> struct holder { T v; __host__ holder(T x, int) : v(x) {} __host__ T get() const { return v; } };
} }

struct Policy { enum { BLOCK = 64 }; };

__global__ void kern(int *p) { p[0] = 1; }

template <class P>
int run(int *p) {
  ::outer::detail::launcher(1, P::BLOCK, 0).doit(kern, p);
  outer::detail::launcher(2, P::BLOCK, 1).doit(kern, p);
  return outer::detail::holder<int>(3, 0).get();
}

int main() {
  int *p = 0;
  return run<Policy>(p);
}
