// A reference data member names the object it refers to; mem-initializers
// with pack expansions; attributes after a declarator's name.
struct Mutex {
  int n;
  void lock() { ++n; }
  void unlock() { --n; }
};

class ScopedLock {
public:
  typedef Mutex mutex_type;
  explicit ScopedLock(mutex_type &m) : dev(m) { dev.lock(); }
  ~ScopedLock() { dev.unlock(); }
  int count() const { return dev.n; }
private:
  mutex_type &dev;
};

template <int I, typename... E> struct Impl;
template <int I, typename H, typename... T>
struct Impl<I, H, T...> : public Impl<I + 1, T...> {
  H head;
  Impl(const H &h, const T &...tail) : Impl<I + 1, T...>(tail...), head(h) {}
};
template <int I> struct Impl<I> {
  Impl() {}
};

int probe(const char *name [[maybe_unused]]) { return 1; }
typedef int counter_type [[deprecated]];
template <typename T> struct Holder { typedef T value_type [[deprecated]]; };

__global__ void k(int *p) { p[threadIdx.x] = 1; }

int main() {
  Mutex m{0};
  int c;
  {
    ScopedLock l(m);
    c = l.count();
  }
  int z = probe("x");
  int *d = nullptr;
  k<<<1, 1>>>(d);
  return c + z;
}
