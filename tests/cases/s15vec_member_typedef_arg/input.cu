namespace ns { typedef long ptrdiff_t; }
template<typename T> struct traits { static const T max = 100; };
enum { word_bit = 64 };
template<class A> struct V {
  typedef ns::ptrdiff_t difference_type;
  typedef unsigned long size_type;
  size_type max_size() const {
    const size_type isize = traits<difference_type>::max - int(word_bit) + 1;
    return isize;
  }
  size_type f2() const {
    const size_type a = traits<difference_type>::max;
    size_type b = traits<difference_type>::max + 1;
    return a + b + sizeof(traits<difference_type>);
  }
};
template<class T> struct W;
template<class A> struct W<V<A> > {
  typedef ns::ptrdiff_t difference_type;
  typedef unsigned long size_type;
  size_type max_size() const {
    const size_type isize = traits<difference_type>::max - int(word_bit) + 1;
    return isize;
  }
};
typedef long gl;
template<class A> struct X {
  typedef gl difference_type;
  long g() const { return traits<difference_type>::max; }
};
__global__ void k() {}
int main() { return (int)V<int>().max_size() + (int)W<V<int> >().max_size() + (int)X<int>().g(); }
