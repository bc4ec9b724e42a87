// Host code walked for the device code reaches template instances only:
// the patterns (dependent specializations, local typedefs of function
// templates) are never written.
template <class It> struct traits { typedef typename It::value_type value_type; };
template <class T> struct rev { T cur; };
template <class T> struct box {
  typedef T value_type;
  typedef rev<box<T> > reverse_type;
  T v;
  reverse_type rbegin() const { return reverse_type{*this}; }
};
template <class It> typename traits<It>::value_type first(It it) {
  typedef typename traits<It>::value_type V;
  V x = it.v;
  return x;
}
template <class It> int twice(It it) { return (int)first(it) * 2; }
__global__ void k(int *r) { r[0] = 1; }
int main() {
  box<int> b{3};
  int n = twice(b) + b.rbegin().cur.v;
  k<<<1, 1>>>(&n);
  return 0;
}
