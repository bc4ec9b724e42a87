// Members of a dependent specialization of a template only declared so far
// are looked up at instantiation; a name qualified through a class whose
// member is not a type makes `T x(C::f(a));` a variable with an initializer.
template<class T, class U = T> class Stream;
template<class T> struct Pick { static T choose(const T&); };
template<class T> struct Box { };
template<class T, class U> void write_to(Stream<T, U>& s, int n) {
  typedef Stream<T, U> stream_type;
  typedef Pick<stream_type> pick_type;
  const int put = s.buffer()->put(n, n);
  if (put != n) s.set_state(n);
  stream_type copy(Pick<stream_type>::choose(s));
  copy.reserve(n + 1);
  stream_type other(pick_type::choose(s));
  other.go();
}
template<class T> Box<T> join(const Box<T>& a, const Box<T>& b) {
  typedef Box<T> box_type;
  box_type r(Pick<box_type>::choose(b));
  return r;
}
__global__ void kern(float *out) { out[0] = 1.0f; }
