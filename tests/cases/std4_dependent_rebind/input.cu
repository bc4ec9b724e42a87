// `typename Traits<A>::template rebind<T>::other`: a member of a member
// template of a dependent scope is a dependent type (libstdc++'s allocator
// rebind chains in _Vector_base).
template <class T> struct my_alloc {
  template <class U> struct rebind { typedef my_alloc<U> other; };
  typedef T *pointer;
};
template <class A> struct alloc_traits {
  typedef A allocator_type;
};
template <class T, class A> struct vec_base {
  typedef typename alloc_traits<A>::allocator_type::template rebind<T>::other elem_alloc;
  T *start;
  vec_base() : start(0) {}
};
template <class T, class A = my_alloc<T> > struct vec : vec_base<T, A> {
  bool empty() const { return this->start == 0; }
};

__global__ void k(int *out) { out[0] = 7; }

int main() {
  vec<int> v;
  return v.empty() ? 0 : 1;
}
