// In a template, a call with a dependent argument to a function declared
// only later is resolved at instantiation (like std::endl calling flush);
// a condition `bool(expr)` is an expression, not a declaration.
struct stream {
  int state;
  int flags() const { return state; }
};
enum { unitbuf = 2 };

template <typename S> S &endline(S &s) { return flush_it(s); }
template <typename S> S &flush_it(S &s) { s.state = 0; return s; }

int check(stream &s) {
  if (bool(s.flags() & unitbuf)) return 1;
  return 0;
}

__global__ void k(int *out) { out[0] = 4; }

int main() {
  stream s{3};
  endline(s);
  return check(s);
}
