// Member functions overloaded only on `volatile` (as an atomic type declares
// them): a plain object picks the unqualified one, a volatile object the
// volatile one; `const` beats `const volatile` for a plain object.
enum order { order_relaxed, order_seq };

template <class T> struct cell_base {
  T v;
  __host__ __device__ T load(order m = order_seq) const noexcept { return v + 1; }
  __host__ __device__ T load(order m = order_seq) const volatile noexcept { return v + 2; }
  __host__ __device__ T add(T op, order m = order_seq) noexcept { T o = v; v += op; return o; }
  __host__ __device__ T add(T op, order m = order_seq) volatile noexcept { T o = v; v += op; return o + 100; }
  __host__ __device__ T operator++(int) noexcept { return add(T(1)); }
  __host__ __device__ T operator++(int) volatile noexcept { return add(T(1)); }
  __host__ __device__ operator T() const noexcept { return load(); }
  __host__ __device__ operator T() const volatile noexcept { return load(); }
};

template <class T> struct cell : cell_base<T> {};

struct plain {
  int n;
  int get() { return n; }
  int get() volatile { return -n; }
  int peek() const { return n; }
  int peek() const volatile { return -n; }
};

__global__ void bump(cell<int> *c, int n) {
  if (n > 0) c->add(1, order_relaxed);
  (*c)++;
}

int use(cell<int> *c, volatile cell<int> *vc, const cell<long> &k) {
  int a = c->load();
  int b = vc->load();
  int d = c->add(2);
  int e = vc->add(3, order_relaxed);
  long f = k.load();
  int g = (*vc)++;
  return a + b + d + e + (int)f + g;
}

int use_plain(plain &p, volatile plain &vp, const plain &cp) {
  return p.get() + vp.get() + p.peek() + vp.peek() + cp.peek();
}

int main() {
  cell<int> c;
  c.v = 0;
  volatile cell<int> &vc = c;
  cell<long> k;
  k.v = 3;
  bump<<<1, 1>>>(&c, 4);
  plain p{5};
  return use(&c, &vc, k) + use_plain(p, p, p);
}
