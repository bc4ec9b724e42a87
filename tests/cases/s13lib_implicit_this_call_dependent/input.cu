// In a class template, a call of a non-static member function through the
// implicit `this` has a type known only at instantiation: the literal
// beside it is not converted (`count() == 0`) and, as a `?:` condition, it
// is parenthesized. Written `this->count()`, a static member, or a member
// variable are converted as usual.
typedef unsigned long extent_t;

template <class T> struct Ring {
  extent_t used;
  T *data;
  extent_t count() const { return used; }
  static extent_t limit() { return 8; }
  bool vacant() const { return count() == 0; }
  bool spent() const { return used == 0; }
  bool vacant2() const { return this->count() == 0; }
  bool full() const { return limit() == count(); }
  extent_t next() const { return count() + 1; }
  int state() const { return vacant() ? 1 : (spent() ? 2 : 3); }
};

int main() {
  Ring<int> r;
  r.used = 0;
  r.data = 0;
  return r.state() + (r.vacant2() ? 0 : 1) + (int)r.next() + (r.full() ? 1 : 0);
}
