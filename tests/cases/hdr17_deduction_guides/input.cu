// Deduction guides are printed back as declarations of their own
// (`explicit` dropped), marked at the guide's name.
template <class A, class B> struct duo { A a; B b; duo(A x, B y) : a(x), b(y) {} };
template <class A, class B> duo(A, B) -> duo<A, B>;
template <class T> struct single { T t; single(T x) : t(x) {} single(const char *, int n) : t(n) {} };
single(const char *, int) -> single<long>;
template <class It>
  single(It first,
         It last) -> single<typename It::value_type>;
template <class T, class Alloc = int>
  explicit single(T *, Alloc = Alloc()) -> single<T>;
template <class... Ts> struct pack_of { pack_of(Ts...) {} };
template <class... Ts> pack_of(Ts...) -> pack_of<Ts...>;
template <class... Ts> pack_of(const Ts &...) -> pack_of<Ts...>;
namespace ns {
template <class T> struct wrap { wrap(T) {} };
template <class T> wrap(T *) -> wrap<T>;
}
struct outer {
  template <class T> struct inner { inner(T) {} };
  template <class T> inner(T *) -> inner<T>;
};
__global__ void k(int *o) { o[0] = 1; }
int main() { return 0; }
