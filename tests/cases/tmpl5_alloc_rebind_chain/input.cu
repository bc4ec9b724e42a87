// Nested allocator rebinds and traits chains through member types of
// dependent specializations, used in instantiated member bodies.
template <class T> struct my_alloc {
  typedef T value_type;
  typedef T *pointer;
  typedef unsigned long size_type;
  template <class U> struct rebind { typedef my_alloc<U> other; };
};

template <class A> struct alloc_traits {
  typedef typename A::value_type value_type;
  typedef typename A::pointer pointer;
  typedef typename A::size_type size_type;
  template <class U> struct rebind_alloc { typedef typename A::template rebind<U>::other other; };
};

template <class T, class A = my_alloc<T> > struct buffer {
  typedef alloc_traits<A> traits;
  typedef typename traits::pointer pointer;
  typedef typename traits::size_type size_type;
  typedef typename traits::template rebind_alloc<char>::other byte_alloc;
  typedef typename alloc_traits<byte_alloc>::pointer byte_pointer;
  pointer p;
  size_type n;
  __host__ __device__ T &operator[](size_type i) const { return p[i]; }
  __host__ __device__ byte_pointer bytes() const { return (byte_pointer)p; }
};

__global__ void kernel(int *data) {
  buffer<int> b;
  b.p = data;
  b.n = 2;
  b[1] = b[0] + (int)b.bytes()[0];
}

int main() {
  float f[2] = {1.0f, 2.0f};
  buffer<float> b;
  b.p = f;
  b.n = 2;
  return (int)b[1];
}
