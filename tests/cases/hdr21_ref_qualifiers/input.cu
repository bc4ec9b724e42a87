// Ref-qualified member functions: overloads on the object's value
// category, the qualifier printed after cv, and function types with
// ref-qualifiers and noexcept in template arguments.
struct Buf {
  int n;
  int get() & { return n; }
  int get() && { return n + 100; }
  int peek() const & noexcept { return n; }
  int take() && { return n; }
  int twice() { return get() * 2; }
};
struct Wrap {
  int v;
  Wrap(int x = 0) : v(x) {}
  int get() && { return v; }
};
template <class T> struct Traits { static const int kind = 0; };
template <class R, class C> struct Traits<R (C::*)() &> { static const int kind = 1; };
template <class R, class C> struct Traits<R (C::*)() &&> { static const int kind = 2; };
template <class R, class C> struct Traits<R (C::*)() const & noexcept> { static const int kind = 3; };
template <class R, class C, class... A> struct Traits<R (C::*)(A...) volatile &> { static const int kind = 4; };
template <class S> struct Fn;
template <class R, class A, bool NE> struct Fn<R(A) noexcept(NE)> { static const bool nothrow = NE; };
template <class R, class A, bool NE> struct Fn<R (*)(A) noexcept(NE)> { static const bool nothrow = NE; };
int plain(int);
int safe(int) noexcept;
int (*fp)(int) noexcept = safe;
int main() {
  Buf b{1};
  int r = b.get() + Buf{2}.get() + b.peek() + Buf{3}.take() + b.twice();
  r += Traits<int (Buf::*)() &>::kind + Traits<int (Buf::*)() &&>::kind;
  r += Traits<int (Buf::*)() const & noexcept>::kind;
  r += Fn<int(int)>::nothrow + Wrap(4).get() + Wrap{5}.get() + Wrap().get();
  return r + fp(1);
}
