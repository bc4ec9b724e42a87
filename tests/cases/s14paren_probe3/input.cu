typedef long ptrdiff_t;
template<class T> T* addr(T& r) { return &r; }
template<class I, class T> void fill(I a, I b, const T& v) { }
template<class I, class O> O copy(I a, I b, O c) { return c; }
struct ItBase {
  unsigned long* p; unsigned off;
  ItBase(unsigned long* x, unsigned o) : p(x), off(o) {}
  friend bool operator==(const ItBase& a, const ItBase& b) { return a.p == b.p; }
  friend bool operator!=(const ItBase& a, const ItBase& b) { return !(a == b); }
};
struct It : public ItBase {
  typedef It iterator;
  It() : ItBase(0, 0) {}
  It(unsigned long* x, unsigned o) : ItBase(x, o) {}
  iterator& operator+=(ptrdiff_t i) { return *this; }
  friend iterator operator+(const iterator& x, ptrdiff_t n) { iterator t = x; t += n; return t; }
  friend iterator operator+(ptrdiff_t n, const iterator& x) { return x + n; }
};
struct CIt : public ItBase {
  typedef CIt const_iterator;
  CIt() : ItBase(0, 0) {}
  CIt(const It& x) : ItBase(x.p, x.off) {}
};
template<class A> struct Traits { typedef unsigned long* pointer; };
template<class A> struct BBase {
  typedef typename Traits<A>::pointer bit_pointer;
  bit_pointer allocate(unsigned long n) { return 0; }
};
template<class A> struct BV : protected BBase<A> {
  typedef BBase<A> Base;
  typedef typename Base::bit_pointer bit_pointer;
  typedef ptrdiff_t difference_type;
  typedef unsigned long size_type;
  typedef It iterator;
  typedef CIt const_iterator;
  iterator b, e;
  iterator begin() { return b; }
  size_type size() const { return 0; }
  iterator end() { return e; }
  iterator copy_aligned(const_iterator f, const_iterator l, iterator r) { return r; }
  void fill_insert(iterator pos, size_type n, bool x);
  iterator erase(iterator first, iterator last) { if (first != last) copy(last, end(), first); return first; }
};
template<class A> void BV<A>::fill_insert(iterator pos, size_type n, bool x) {
  const size_type len = n;
  bit_pointer q = this->allocate(len);
  iterator start(addr(*q), 0);
  iterator i = copy_aligned(begin(), pos, start);
  fill(i, i + difference_type(n), x);
  iterator finish = copy(pos, end(), i + difference_type(n));
}
__global__ void k() {}
int main() { return 0; }
typedef unsigned long Bit_type;
enum { S_word_bit = int(8 * sizeof(Bit_type)) };
struct HImpl { static unsigned long hash(const void* p, unsigned long n, unsigned long s = 0) { return 0; } };
template<class T> struct Hash;
template<class A> struct Hash<BV<A> > {
  unsigned long operator()(const BV<A>& b) const noexcept;
};
template<class A> unsigned long Hash<BV<A> >::operator()(const BV<A>& b) const noexcept {
  unsigned long h = 0;
  const unsigned long words = b.size() / S_word_bit;
  const unsigned long extrabits = b.size() % S_word_bit;
  if (extrabits) {
    Bit_type hiword = *b.e.p;
    hiword &= ~((~static_cast<Bit_type>(0)) << extrabits);
    const unsigned long clength = (extrabits + __CHAR_BIT__ - 1) / __CHAR_BIT__;
    if (words)
      h = HImpl::hash(&hiword, clength, h);
  }
  return h;
}
template<class A> unsigned long v1(const BV<A>& b) {
  const unsigned long extrabits = b.size() % S_word_bit;
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  const unsigned long e2 = b.size() % 64;
  const unsigned long c2 = (e2 + 8 - 1) / 8;
  const unsigned long e3 = b.size();
  const unsigned long c3 = (e3 + 8 - 1) / 8;
  unsigned long e4 = b.size() % S_word_bit;
  const unsigned long c4 = (e4 + 8 - 1) / 8;
  return c1 + c2 + c3 + c4;
}
template<class A> unsigned long v2(const BV<A>& b) {
  const unsigned long extrabits = b.size() % S_word_bit;
  if (extrabits) {
    const unsigned long c1 = (extrabits + 8 - 1) / 8;
    return c1;
  }
  return 0;
}
template<class A> struct H2 { unsigned long operator()(const BV<A>& b) const; };
template<class A> unsigned long H2<A>::operator()(const BV<A>& b) const {
  const unsigned long extrabits = b.size() % S_word_bit;
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  return c1;
}
template<class T> struct H3;
template<class A> struct H3<BV<A> > { unsigned long operator()(const BV<A>& b) const; };
template<class A> unsigned long H3<BV<A> >::operator()(const BV<A>& b) const {
  const unsigned long extrabits = b.size() % S_word_bit;
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  return c1;
}
template<class A> struct H4 { unsigned long operator()(const BV<A>& b) const; };
template<class A> unsigned long H4<A>::operator()(const BV<A>& b) const {
  const unsigned long extrabits = b.size() % S_word_bit;
  Bit_type hiword = *b.e.p;
  hiword &= ~((~static_cast<Bit_type>(0)) << extrabits);
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  return c1;
}
template<class A> unsigned long h5(const BV<A>& b) {
  const unsigned long extrabits = b.size() % S_word_bit;
  unsigned long hiword = 0;
  hiword &= extrabits;
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  return c1;
}
template<class A> unsigned long h6(const BV<A>& b) {
  const unsigned long extrabits = b.size() % S_word_bit;
  unsigned long hiword = ~(static_cast<Bit_type>(0));
  const unsigned long c1 = (extrabits + 8 - 1) / 8;
  return c1 + hiword;
}
