struct true_t { static const bool value = true; typedef int type; };
struct false_t { static const bool value = false; typedef char type; };

template <class T>
struct has_size {
  template <class U> static true_t test(decltype(U().size())*);
  template <class U> static false_t test(...);
  static const bool value = decltype(test<T>(0))::value;
  typedef typename decltype(test<T>(0))::type type;
};

struct with_size { __host__ __device__ int size() const { return 3; } };

template <class T>
__host__ __device__ bool probe() {
  return !(decltype(T()){}.value) && decltype(T())::value;
}

__global__ void k(int *out) {
  out[0] = has_size<with_size>::value;
  out[1] = sizeof(has_size<int>::type);
  out[2] = probe<true_t>();
  decltype(true_t())::type x = 4;
  out[3] = x + decltype(x){2};
}

int main() {
  int *p = 0;
  k<<<1, 1>>>(p);
  return has_size<int>::value;
}
