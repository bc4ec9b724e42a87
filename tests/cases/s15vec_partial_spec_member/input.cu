template<class A> struct BV { unsigned long size() const { return 0; } };
template<class T> struct H3;
template<class A> struct H3<BV<A> > { unsigned long f(const BV<A>& b) const; };
template<class A> unsigned long H3<BV<A> >::f(const BV<A>& b) const {
  const unsigned long extrabits = b.size() % 64;
  unsigned long e2 = 3;
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  const unsigned long c2 = (e2 + 8 - 1) / 8;
  int x = 1;
  int y = x + 1;
  return c1 + c2 + y;
}
template<class T> struct H4 { unsigned long f(const BV<T>& b) const; };
template<class A> unsigned long H4<A>::f(const BV<A>& b) const {
  const unsigned long extrabits = b.size() % 64;
  unsigned long e2 = 3;
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  const unsigned long c2 = (e2 + 8 - 1) / 8;
  int x = 1;
  int y = x + 1;
  return c1 + c2 + y;
}
__global__ void k() {}
int main() { return (int)H3<BV<int> >().f(BV<int>()); }
