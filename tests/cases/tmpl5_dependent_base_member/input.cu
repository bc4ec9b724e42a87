// A class template whose base is a member type of a dependent
// specialization (base_of<B<T>>::type) or a template parameter: members
// named through this-> are found at instantiation.
template <class T> struct base_of { typedef T type; };
template <class T> struct holder {
  T x;
  __host__ __device__ T get() const { return x; }
};
template <class T> struct wrapped : public base_of<holder<T> >::type {
  __host__ __device__ T twice() const { return this->get() + this->x; }
};
template <class T, class Base> struct mixin : public Base {
  __host__ __device__ T call() const { return this->get(); }
};
template <class T> __host__ __device__ int pick(T t, int i) { return t[i]; }

__global__ void kernel(int *out) {
  wrapped<int> w;
  w.x = 3;
  mixin<int, holder<int> > m;
  m.x = 4;
  out[0] = w.twice() + m.call() + pick(out, 1);
}

int main() {
  wrapped<long> w;
  w.x = 2;
  return (int)w.twice();
}
