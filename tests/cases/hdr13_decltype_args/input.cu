// decltype as a template type argument; two dependent decltypes are
// distinct types (each specialization keeps its own argument).
template<class T> T&& make() noexcept;
template<class T, class Tag> struct result { typedef T type; };
struct by_ref {};
struct by_deref {};
struct memfun_impl {
  template<class F, class O> static result<decltype((make<O>().*make<F>())()), by_ref> test(int);
  template<class F, class O> static result<decltype(((*make<O>()).*make<F>())()), by_deref> test2(int);
  template<class F, class O> static result<decltype(make<O>().*make<F>()), by_ref> field(int);
  template<class F> static result<decltype(make<F>()(1)), by_ref> call(int);
  template<class, class> static int test(...);
};
template<class M, class A> struct memfun : memfun_impl { typedef decltype(test<M, A>(0)) type; };
template<class F, class T> result<decltype(make<T>() + 1), int> plus_one(int);
template<class F, class T> result<decltype(make<T>() - 1), int> minus_one(int);
__global__ void kern(float *out) { out[0] = 1.0f; }
