// Partial specializations whose pattern ends in a parameter pack (in a
// function type and in a nested template-id), member alias templates with
// a dependent non-type default, and `T t(U{})` as a direct initializer.
template <bool B, class T = void> struct enable_if_t_ {};
template <class T> struct enable_if_t_<true, T> { typedef T type; };
template <class T, class U> struct same { static const bool value = false; };
template <class T> struct same<T, T> { static const bool value = true; };
template <class T> struct wrap { typedef T type; };

template <typename Sig> class callback;
template <typename R, typename... A>
class callback<R(A...)> {
  template <typename F, bool Self = same<F, callback>::value>
  using Decay_t = typename enable_if_t_<!Self, F>::type;
  template <typename F>
  using Handler = wrap<R(A...)>;
public:
  static const int arity = sizeof...(A);
  callback() {}
  template <typename F, typename D = Decay_t<F>>
  callback(F f) { typename Handler<F>::type *p = 0; (void)p; (void)f; }
  R operator()(A... a) const { return R(); }
};

template <class... T> struct typelist {};
template <class L> struct front;
template <class T, class... R> struct front<typelist<T, R...>> {
  typedef T type;
  static const int rest = sizeof...(R);
};

struct Op { __host__ __device__ int operator()(int a, int b) const { return a + b; } };
struct Holder { Holder(Op) {} };

__global__ void add(int *out, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Op op;
  if (i < n) out[i] = op(in[i], 1);
}

int main() {
  callback<int(int, float)> f;
  int r = f(1, 2.0f);
  callback<void()> g = Op();
  g();
  front<typelist<int, char, float>>::type x = 1;
  front<typelist<char>>::type y = 'a';
  static_assert(front<typelist<int, char, float>>::rest == 2, "three elements");
  static_assert(front<typelist<char>>::rest == 0, "one element");
  static_assert(callback<int(int, float)>::arity == 2, "two parameters");
  static_assert(callback<void()>::arity == 0, "no parameters");
  Holder h(Op{});
  (void)h;
  int *d = 0;
  add<<<1, 32>>>(d, d, 32);
  return r + x + y;
}
