// A constructor template converts in copy-initialization when its parameter
// deduces from the source, including through a base class that is a
// specialization of the parameter's template (as thrust's host_vector and
// device_vector both derive from vector_base).
template <class T, class A> struct vector_base {
  T *data;
  vector_base() : data(0) {}
  template <class O, class OA> vector_base(const vector_base<O, OA> &) : data(0) {}
};
template <class T> struct alloc_a {};
template <class T> struct alloc_b {};

template <class T, class A = alloc_a<T> > struct host_vec : vector_base<T, A> {
  host_vec() {}
  template <class O, class OA> host_vec(const vector_base<O, OA> &v) : vector_base<T, A>(v) {}
  template <class O, class OA> host_vec &operator=(const vector_base<O, OA> &) { return *this; }
};
template <class T, class A = alloc_b<T> > struct device_vec : vector_base<T, A> {
  device_vec() {}
  template <class O, class OA> device_vec(const vector_base<O, OA> &v) : vector_base<T, A>(v) {}
};

template <class T, class A> int first_size(const vector_base<T, A> &) { return sizeof(T); }

__global__ void k(int *out) { out[0] = 5; }

int main() {
  host_vec<int> h;
  device_vec<int> d = h;
  h = d;
  return first_size(h) + first_size(d);
}
