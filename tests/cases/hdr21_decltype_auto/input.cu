// decltype(auto) as a deduced return type: at namespace scope, on static
// and non-static members, in templates and not; printed as written.
template <class T> decltype(auto) first(T&& t) { return t + 0; }
struct Box {
  int v;
  template <class T> static constexpr decltype(auto) twice(T&& t) { return t * 2; }
  decltype(auto) get() { return v; }
  decltype(auto) ref() { return (v); }
};
template <class T> struct Holder {
  T value;
  template <class U> static constexpr decltype(auto) pick(U&& u) { return u + 1; }
  constexpr decltype(auto) read() const { return value; }
};
int main() {
  Box b{3};
  Holder<int> h{4};
  b.ref() = 5;
  return first(1) + Box::twice(2) + b.get() + Holder<int>::pick(1) + h.read();
}
