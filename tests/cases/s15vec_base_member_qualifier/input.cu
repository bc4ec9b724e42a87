namespace ns { typedef long ptrdiff_t; }
namespace gx {
template<typename T> struct nti { static const T max = 100; };
template<typename T> struct traits : public nti<T> { };
}
enum { word_bit = 64 };
namespace ns {
template<class A> struct Base { };
template<class T, class A> struct V {
  static long ms() { return gx::traits<ptrdiff_t>::max / sizeof(T); }
};
template<class A> struct V<bool, A> : protected Base<A> {
  typedef ptrdiff_t difference_type;
  typedef unsigned long size_type;
  size_type max_size() const {
    const size_type isize = gx::traits<difference_type>::max - int(word_bit) + 1;
    return isize;
  }
};
template<class A> struct V<char, A> {
  typedef ptrdiff_t difference_type;
  long max_size() const { return gx::traits<difference_type>::max; }
};
}
__global__ void k() {}
int main() { return (int)(ns::V<bool, int>().max_size() + ns::V<char, int>().max_size() + ns::V<int, int>::ms()); }
