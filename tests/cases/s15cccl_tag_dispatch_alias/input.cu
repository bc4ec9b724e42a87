namespace cs {
template <class T, T v> struct integral_constant { static constexpr T value = v; typedef T value_type; typedef integral_constant type; constexpr operator value_type() const noexcept { return value; } };
template <bool B> using bool_constant = integral_constant<bool, B>;
typedef bool_constant<true> true_type;
typedef bool_constant<false> false_type;
}
namespace det { template <bool Value> inline constexpr auto bool_constant_v = ::cs::bool_constant<Value>{}; }
template <class K> struct Pol { struct P { enum { ONESWEEP = sizeof(K) >= sizeof(unsigned) }; }; };
template <class T> __global__ void k1() {}
template <class T> __global__ void k2() {}
template <class K> struct D {
  template <class A> int many(::cs::false_type) { k1<A><<<1, 1>>>(); return 1; }
  template <class A> int many(::cs::true_type) { k2<A><<<1, 1>>>(); return 2; }
  template <class A> int invoke() { return many<A>(det::bool_constant_v<A::ONESWEEP>); }
};
int main() { D<int> d; return d.invoke<Pol<int>::P>(); }
