// Packs in braced lists, function parameter packs across lines, lambda
// parameter packs and GCC's __integer_pack.
template <class T, T... I> struct iseq { };
template <class T, T N> using mkseq = iseq<T, __integer_pack(N)...>;
template <class T, class... Ts> constexpr unsigned long find()
{
  constexpr unsigned long sz = sizeof...(Ts);
  constexpr bool found[sz] = {__is_same(T, Ts)...};
  return found[0] ? 1 : 0;
}
void use(void **);
template <class... A> int launch2(int k, A &&...
   args)
{
  void *p[] = {(&args)...};
  use(p);
  return k;
}
template <class... E, class... A> int launch(void (*k)(E...), A &&... args)
{
  return [&](E... c) { void *p[] = {(&c)...}; use(p); return 1; }(static_cast<A &&>(args)...);
}
void kf(int, float) { }
int main() { return 0; }
