// Function templates whose return types are member types of dependent
// specializations, resolved in each instance's signature.
template <class T> struct box {
  typedef T &reference;
  typedef T value_type;
  template <class U> struct rebind { typedef box<U> other; };
};
template <class T> __device__ typename box<T>::reference first(T *p) { return *p; }
template <class T> __device__ typename box<T>::template rebind<long>::other::value_type widen(T v) { return v; }
__global__ void k(int *p) {
  first(p) = 3;
  long w = widen(p[0]);
  p[1] = (int)w;
}
