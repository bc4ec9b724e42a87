// `.*` / `->*` and pseudo-destructor calls on objects of dependent type,
// as written in decltype and noexcept operands.
template<class T> T&& make() noexcept;
template<class T, T v> struct constant { static constexpr T value = v; };
struct Probe {
  template<class T, class = decltype(make<T&>().~T())> static int destructible(int);
  template<class T> static constant<bool, noexcept(make<T&>().~T())> nothrow_destructible(int);
};
template<class T> struct Invoke {
  template<class F, class O> static decltype((make<O>().*make<F>())()) call_ref(int);
  template<class F, class O> static decltype((*make<O>()).*make<F>()) field_deref(int);
  template<class F, class O> static decltype((make<O>()->*make<F>())()) call_ptr(int);
};
template<class F, class T> constexpr bool nothrow_call() { return noexcept((make<T>().*make<F>())()); }
template<class F, class T> constexpr bool nothrow_field() { return noexcept(((*make<T>()).*make<F>())); }
template<class T> void destroy(T *p) { p->~T(); }
__global__ void kern(float *out) { out[0] = 1.0f; }
