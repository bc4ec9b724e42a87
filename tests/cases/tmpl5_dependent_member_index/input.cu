// Member types of dependent specializations (storage<T>::reference,
// ::pointer, ::size_type) used through typedefs in instantiated bodies.
template <class T> struct ptr_traits { typedef T *pointer; typedef T &reference; typedef unsigned long size_type; };

template <class T> struct storage {
  typedef typename ptr_traits<T>::pointer pointer;
  typedef typename ptr_traits<T>::reference reference;
  typedef typename ptr_traits<T>::size_type size_type;
  pointer data;
  __host__ __device__ pointer get() const { return data; }
};

template <class T> struct vec {
  typedef storage<T> storage_type;
  typedef typename storage_type::reference reference;
  typedef typename storage_type::size_type size_type;
  storage_type s;
  __host__ __device__ reference operator[](size_type i) { return s.get()[i]; }
  __host__ __device__ reference at(size_type i) { return (*this)[i]; }
};

template <class V> __device__ int first_plus(V &v, int k) { return v[0] + v.at(k); }

__global__ void kernel(int *out, int *buf) {
  vec<int> v;
  v.s.data = buf;
  v[1] = 5;
  out[0] = first_plus(v, 1);
}

int main() {
  int a[4] = {1, 2, 3, 4};
  vec<int> h;
  h.s.data = a;
  h[2] = 7;
  return h.at(2) + h[0];
}
