template <bool V> struct bc { static constexpr bool value = V; };
using true_type = bc<true>;
using false_type = bc<false>;
template <bool Value> inline constexpr auto bool_constant_v = bc<Value>{};
struct P { enum { ONESWEEP = sizeof(int) >= sizeof(unsigned) }; };
template <class T> __global__ void k1() {}
template <class T> __global__ void k2() {}
struct D {
  template <class A> int many(false_type) { k1<A><<<1, 1>>>(); return 1; }
  template <class A> int many(true_type) { k2<A><<<1, 1>>>(); return 2; }
  template <class A> int invoke() { return many<A>(bool_constant_v<A::ONESWEEP>); }
};
int main() { D d; return d.invoke<P>(); }
