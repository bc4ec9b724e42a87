typedef long ptrdiff_t;
template<class T> T* addr(T& r) { return &r; }
template<class I, class T> void fill(I a, I b, const T& v) { for (; a != b; ++a) *a = v; }
template<class I> I copy(I a, I b, I c) { return c; }

struct ImplData {
  int* start; int* finish; int* eos;
  ImplData() : start(), finish(), eos() {}
  void move_data(ImplData& x) { *this = x; x.reset(); }
  void reset() { *this = ImplData(); }
};

template<class A> struct VBase {
  struct Impl : public A { int* start; int* finish; int* eos; };
  struct Data {
    int* p;
    void move_data(Data& x) { *this = x; x.reset(); }
    void reset() { *this = Data(); }
  };
  Impl impl;
  void dealloc(int* p, long n) {}
  ~VBase() { dealloc(impl.start, impl.eos - impl.start); }
};

template<class T> struct Membuf { T val; };
template<class T> struct Node {
  Membuf<T> storage;
  T* ptr() { return addr(storage.val); }
  T& val() { return storage.val; }
};

struct BitIt {
  unsigned long* p; unsigned offset;
  BitIt() : p(), offset() {}
  BitIt operator+(ptrdiff_t n) const { return *this; }
  BitIt& operator++() { return *this; }
  BitIt operator++(int) { return *this; }
  bool& operator*() const { static bool b; return b; }
  friend bool operator!=(const BitIt& a, const BitIt& b) { return a.p != b.p; }
};

enum { word_bit = 64 };

template<class A> struct BVec {
  typedef ptrdiff_t difference_type;
  typedef unsigned long size_type;
  typedef BitIt iterator;
  iterator b, e;
  iterator begin() { return b; }
  iterator end() { return e; }
  iterator copy_aligned(iterator a, iterator b) { return a; }
  size_type size() const { return 0; }
  bool& front() { return *begin(); }
  void fill_insert(iterator pos, size_type n, bool x) {
    fill(pos, pos + difference_type(n), x);
    iterator i = pos;
    *i++ = x;
    iterator i2 = copy_aligned(begin(), pos);
    fill(i2, i2 + difference_type(n), x);
    if (pos + 1 != end())
      copy(pos + 1, end(), pos);
  }
  iterator erase(iterator first, iterator last) {
    if (first != last)
      copy(last, end(), first);
    return first;
  }
};

template<class A> struct Hasher {
  unsigned long operator()(const BVec<A>& bv) const {
    const unsigned long words = bv.size() / word_bit;
    const unsigned long extrabits = bv.size() % word_bit;
    const unsigned long clength = (extrabits + 8 - 1) / 8;
    return words + clength;
  }
};

template<class T> struct IL { unsigned long size() const { return 0; } };
template<class T> bool empty_il(IL<T> il) { return il.size() == 0; }

template<class T, class U> struct Pair { T first; U second; };
template<class I> struct Wrap { I it; I base() const { return it; } };
template<class I> Pair<I, I> conv(Pair<Wrap<I>, I> res) {
  return {res.first.base(), res.second};
}

template<class T> struct Dist {
  struct param_type {
    T a;
    friend bool operator==(const param_type& x, const param_type& y) { return x.a == y.a; }
  };
  param_type param;
  friend bool operator==(const Dist& d1, const Dist& d2) { return d1.param == d2.param; }
};

template<class T> constexpr bool is_small_v = sizeof(T) < 8;
template<class T> T accumulate(T init) {
  static_assert(is_small_v<T>, "small");
  return init;
}

__global__ void k() {}
int main() { return 0; }
template<class T> struct Outer {
  struct ImplD {
    T* start;
    ImplD(ImplD&& x) : start(x.start) {}
    ImplD(const ImplD& x, int) : start(addr(*x.start)) {}
  };
  struct Tmp {
    union Storage { unsigned char byte; T val; };
    Storage st;
    T* ptr() { return addr(st.val); }
    T& val() { return st.val; }
  };
  Outer(const Outer& o) : d(o.d) {}
  Outer(Outer&& o, int) : d(static_cast<ImplD&&>(o.d)) {}
  ImplD d;
};
template<class A> struct BVec2 {
  typedef ptrdiff_t difference_type;
  typedef unsigned long size_type;
  typedef BitIt iterator;
  typedef unsigned long* bit_pointer;
  iterator b, e;
  iterator begin() { return b; }
  iterator end() { return e; }
  iterator copy_aligned(iterator a, iterator b, iterator c) { return a; }
  size_type capacity() const { return 0; }
  size_type size() const { return 0; }
  bit_pointer allocate(size_type n) { return 0; }
  void fill_insert(iterator pos, size_type n, bool x);
};
template<class A> void BVec2<A>::fill_insert(iterator pos, size_type n, bool x) {
  if (n == 0) return;
  if (capacity() - size() >= n) {
    fill(pos, pos + difference_type(n), x);
  } else {
    const size_type len = n;
    bit_pointer q = this->allocate(len);
    iterator start;
    iterator i = copy_aligned(begin(), pos, start);
    fill(i, i + difference_type(n), x);
    iterator finish = copy(pos, end(), i + difference_type(n));
  }
}
