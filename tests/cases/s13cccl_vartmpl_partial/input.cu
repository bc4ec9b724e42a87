template <class...> using void_t = void;
template <class T> using id_t = T;
template <class T, class = void> extern id_t<void (*)() noexcept> dv;
template <class T> extern id_t<T && (*)() noexcept> dv<T, void_t<T&&>>;
template <class T, class U = void> constexpr int cw = 1;
template <class T> constexpr int cw<T, void> = 2;
template <class T> constexpr int cw<T*, void> = 3;
struct A { int x; __host__ __device__ int get() const { return x; } };

template <class T>
__host__ __device__ int use(T t) {
  typedef decltype(dv<T>().get()) R;
  R r = t.get();
  return r + cw<T> + cw<T*>;
}

__global__ void k(int *out) {
  static_assert(cw<A> == 2, "cw");
  static_assert(cw<A*> == 3, "cwp");
  static_assert(cw<A, int> == 1, "cwi");
  A a = {1};
  out[0] = use(a);
  out[1] = sizeof(dv<A>());
}

int main() {
  int *p = 0;
  k<<<1, 1>>>(p);
  return 0;
}
