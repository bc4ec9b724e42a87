template<class I> I copy(I a, I b, I c) { return c; }
struct BitIt {
  unsigned long* p;
  BitIt() : p() {}
  BitIt operator+(long n) const { return *this; }
  BitIt operator++(int) { return *this; }
  bool& operator*() const { static bool b; return b; }
  friend bool operator!=(const BitIt& a, const BitIt& b) { return a.p != b.p; }
};
struct Ref { Ref& operator=(bool x) { return *this; } };
struct RIt { Ref operator*() const { return Ref(); } RIt operator++(int) { return *this; } };
struct NV {
  BitIt b, e;
  BitIt begin() { return b; }
  BitIt end() { return e; }
  bool& front() { return *begin(); }
  void f(BitIt pos, bool x, RIt ri) {
    if (pos + 1 != end()) copy(pos + 1, end(), pos);
    if (pos != e) copy(pos + 1, end(), pos);
    *ri++ = x;
    bool& r = *begin();
  }
};
template<class A> struct TV {
  BitIt b, e;
  BitIt begin() { return b; }
  BitIt end() { return e; }
  bool& front() { return *begin(); }
  bool& front2() { return *this->begin(); }
  bool& front3() { return *b; }
  void f(BitIt pos, bool x, RIt ri) {
    if (pos + 1 != end()) copy(pos + 1, end(), pos);
    if (pos != e) copy(pos + 1, end(), pos);
    if (pos != pos) copy(pos + 1, end(), pos);
    *ri++ = x;
    bool& r = *begin();
    bool& r2 = *pos;
  }
};
template<class A> void g(BitIt pos, BitIt e, bool x, RIt ri) {
    if (pos + 1 != e) copy(pos + 1, e, pos);
    if (pos != e) copy(pos + 1, e, pos);
    *ri++ = x;
    bool& r2 = *pos;
}
__global__ void k() {}
int main() { return 0; }
