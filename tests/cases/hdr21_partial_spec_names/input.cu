// Inside a partial specialization its own name is the injected-class-name,
// printed alone; standard attributes on a friend come before `friend`.
template <class T> struct hasher;
template <class T, class A> struct Seq {
  T v;
  Seq() : v() {}
  Seq(const Seq &o) : v(o.v) {}
  Seq &operator=(const Seq &o) { v = o.v; return *this; }
};
template <class A> struct Seq<bool, A> {
  bool v;
  Seq() : v(false) {}
  Seq(const Seq &o) : v(o.v) {}
  Seq(Seq &&) = default;
  Seq &operator=(const Seq &o) { v = o.v; return *this; }
  void swap(Seq &o) { bool t = v; v = o.v; o.v = t; }
  friend struct hasher<Seq>;
  [[nodiscard]] friend bool operator==(const Seq &a, const Seq &b) { return a.v == b.v; }
};
struct Iter {
  int p;
  [[nodiscard]] friend bool operator<(const Iter &a, const Iter &b) { return a.p < b.p; }
};
int main() {
  Seq<bool, int> a, b;
  a.swap(b);
  Iter i{1}, j{2};
  int r = 0;
  r += a.v;
  return r + (i.p < j.p);
}
