// Members defined outside their class: the parameter list sees the class's
// member typedefs; a nested class defined as `class A::B { … }`; a base's
// name is its injected-class-name (not its constructor); `x.operator==(y)`
// and pseudo-destructor calls.
template <typename C> struct traits {
  typedef C char_type;
  typedef unsigned long size_type;
  static int compare(const char_type *a, const char_type *b, size_type n);
  static char_type *copy(char_type *d, const char_type *s, size_type n);
};

template <typename C>
int traits<C>::compare(const char_type *a, const char_type *b, size_type n) {
  for (size_type i = 0; i < n; ++i)
    if (a[i] < b[i]) return -1;
    else if (b[i] < a[i]) return 1;
  return 0;
}

template <typename C>
typename traits<C>::char_type *traits<C>::copy(char_type *d, const char_type *s, size_type n) {
  for (size_type i = 0; i < n; ++i) d[i] = s[i];
  return d;
}

struct base {
  base() : flags(0) {}
  void reset(base &other) { other.flags = 0; }
  int flags;
};

struct derived : base {
  class inner;
  void move_from(derived &o) { base::reset(o); }
  bool operator==(const derived &o) const { return flags == o.flags; }
  bool operator!=(const derived &o) const { return !(this->operator==(o)); }
};

class derived::inner {
  int v;
public:
  inner() : v(3) {}
  int get() const { return v; }
};

template <typename T> void destroy(T *p) { p->~T(); }

__global__ void k(int *out) { out[0] = 2; }

int main() {
  char a[4] = "abc", b[4] = "abd";
  traits<char>::copy(a, b, 2);
  derived x, y;
  x.move_from(y);
  derived::inner in;
  int i = 5;
  destroy(&i);
  return traits<char>::compare(a, b, 3) + (x != y) + in.get();
}
