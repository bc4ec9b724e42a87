// Standard abbreviations in mangled names: Sa (std::allocator), Sb
// (std::basic_string), So/Si/Sd (char streams of char_traits<char>).
namespace std {
template <class T> struct allocator { int tag; };
template <class C> struct char_traits {};
template <class C, class T = char_traits<C> > struct basic_ostream { int state; };
template <class C, class T = char_traits<C> > struct basic_istream { int state; };
template <class C, class T = char_traits<C> > struct basic_iostream { int state; };
template <class C, class T = char_traits<C>, class A = allocator<C> > struct basic_string { int len; };
template <class T, class A = allocator<T> > struct vec {
  typedef T value_type;
  A alloc;
  T *data;
};
}

__device__ int use_alloc(std::allocator<int> *a, std::allocator<int> *b) { return a->tag + b->tag; }
__device__ int use_vec(std::vec<float> &v, std::vec<float>::value_type x) { return v.alloc.tag + (int)x; }
__device__ int use_out(std::basic_ostream<char> *o, std::basic_istream<char> *i, std::basic_iostream<char> *io) {
  return o->state + i->state + io->state;
}
__device__ int use_wout(std::basic_ostream<wchar_t> *o) { return o->state; }
__device__ int use_str(std::basic_string<char> *s, std::basic_string<wchar_t> *w) { return s->len + w->len; }

__global__ void k(int *r, std::vec<float> v) {
  r[0] = use_alloc(0, 0) + use_vec(v, 1.0f) + use_out(0, 0, 0) + use_wout(0) + use_str(0, 0);
}
