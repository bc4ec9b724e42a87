// Members of a class template defined outside it, inside a namespace:
// `static` and `virtual` stay on the declarations in the class.
namespace text {
template<class C> struct traits {
  typedef C char_type;
  typedef int int_type;
  static unsigned length(const char_type* s);
  static int_type end_of_file();
  virtual int width(int) const;
};
template<class C> unsigned traits<C>::length(const char_type* s) { unsigned i = 0; while (s[i]) ++i; return i; }
template<class C> typename traits<C>::int_type traits<C>::end_of_file() { return static_cast<int_type>(-1); }
template<class C> int traits<C>::width(int w) const { return w; }
template<class C> struct view { typedef unsigned size_type; static const size_type npos = static_cast<size_type>(-1); };
}
__global__ void kern(float *out) { out[0] = 1.0f; }
