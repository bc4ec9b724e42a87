// A function template whose trailing return type calls its own (not yet
// declared) name, overloaded later by more templates of that name and
// called from other templates: each printed with its template header
// (libstdc++'s __niter_base over reverse_iterator).
namespace ns {
template<class I> struct rev {
  I cur;
  constexpr rev() : cur() {}
  constexpr explicit rev(I i) : cur(i) {}
  template<class J> friend struct rev;
  template<class J> constexpr rev(const rev<J> &o) : cur(o.cur) {}
  template<class J> rev &operator=(const rev<J> &o) { cur = o.cur; return *this; }
  [[nodiscard]] constexpr I base() const noexcept(noexcept(I(cur))) { return cur; }
};
template<class I> inline rev<I> mk(I i) { return rev<I>(i); }
template<class I>
  auto
  nb(rev<I> it)
  -> decltype(mk(nb(it.base())))
  { return mk(nb(it.base())); }
template<class I, class C> struct norm { I cur; I base() const { return cur; } };
template<class I, class C>
  I nb(norm<I, C> it) { return it.base(); }
template<class I>
  inline I nb(I it) { return it; }
template<class I, class O>
  O cp(I a, I b, O o) { for (I x = nb(a); x != nb(b); ++x) *o++ = *x; return o; }
}
__global__ void k(int *p) { p[0] = 1; }
int main() { int a[2] = {1, 2}, b[2]; ns::cp(a, a + 2, b); return b[0]; }
