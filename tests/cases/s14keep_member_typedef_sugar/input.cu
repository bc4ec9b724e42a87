# 1 "sysv.h" 1 3
namespace std {
template<class T> struct iter { T p; };
template<class T> struct rev { T p; };
struct tagA {}; struct tagB {}; struct tagC {}; struct tagD {};
template<class T> struct tr { typedef T *pointer; typedef const T *const_pointer; typedef T &reference; };
template<class T> struct vec {
  typedef tr<T> traits;
  typedef T value_type;
  typedef typename tr<T>::pointer pointer;
  typedef typename tr<T>::const_pointer const_pointer;
  typedef typename tr<T>::reference reference;
  typedef iter<pointer> iterator;
  typedef iter<const_pointer> const_iterator;
  typedef rev<iterator> reverse_iterator;
  typedef unsigned long size_type;
  typedef long difference_type;
  typedef tagA a_type;
  typedef tagB b_type;
  typedef tagC c_type;
  typedef tagD d_type;
  pointer start;
  vec(size_type n) { start = new T[n]; }
  ~vec() { delete[] start; }
  reference operator[](size_type n) { return start[n]; }
  iterator begin() { return iterator{start}; }
  const_iterator cbegin() const { return const_iterator{start}; }
  void uncalled(a_type) {}
  void called(b_type) {}
  void body_local() { c_type c; (void)c; }
};
}
# 34 "input.cu" 2
__global__ void k(int *p) { p[0] = 1; }
int main() { std::vec<int> v(4); v.called(std::tagB()); v.body_local(); return v[0]; }
