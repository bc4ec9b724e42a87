// A member function template defined in its class: its body, parsed once
// the class is complete, still sees its template parameters; `*it` on an
// operand of dependent type waits for instantiation (libstdc++'s
// __copy_move::__copy_m).
template <class I> struct iter_traits { typedef long difference_type; };

template <bool Move, bool Simple, class Tag> struct copy_move {
  template <typename In, typename Out>
  static Out copy_m(In first, In last, Out result) {
    typedef typename iter_traits<In>::difference_type distance;
    for (distance n = last - first; n > 0; --n) {
      *result = *first;
      ++first;
      ++result;
    }
    return result;
  }
};

template <class It> void swap_at(It a, It b) {
  int t = *a;
  *a = *b;
  *b = t;
}

__global__ void k(int *out) { out[0] = 6; }

int main() {
  int a[3] = {1, 2, 3}, b[3];
  copy_move<false, false, int>::copy_m(a, a + 3, b);
  swap_at(a, a + 1);
  return b[0] + a[0];
}
