// Member initializers: a base is printed as written (a typedef, an alias
// template specialization), a typedef of an enclosing class template is
// qualified inside a nested class, and the initializers are kept in
// initialization order (bases, then members; an unidentified base last).
namespace sd {
template<typename T> T&& mv(T& x) { return static_cast<T&&>(x); }
struct B { B(int) {} };
struct D : B { typedef B Base; D() : Base(1) {} };
template<typename T> struct alloc { alloc() {} alloc(const alloc&) {} alloc(alloc&&) {} };
template<typename T> using alloc_alias = alloc<T>;
template<typename T> struct alloc2 : alloc_alias<T> { alloc2(const alloc2 &a) : alloc_alias<T>(a) {} };
template<typename T> struct rebind { typedef alloc<T> other; };
template<typename T> struct vbase {
  typedef typename rebind<T>::other Ta;
  typedef alloc<T> Tb;
  struct data { data() {} data(data&&) {} };
  struct impl : public Ta, public data {
    Ta *p;
    impl() noexcept(sizeof(Ta) > 0) : Ta() {}
    impl(impl &&x) : Ta(mv(x)), data(mv(x)) {}
    impl(impl &&x, long) : Tb(static_cast<Ta&&>(x)), data(static_cast<data&&>(x)) {}
    Ta get() { Ta t; return t; }
  };
  struct impl2 : public Tb, public data {
    impl2(impl2 &&x) : Tb(mv(x)), data(mv(x)) {}
  };
  vbase() {}
  vbase(int) {}
};
template<typename T> struct vec : protected vbase<T> {
  typedef vbase<T> Base;
  vec() : Base() {}
  explicit vec(int n) : Base(n) {}
};
}
struct B1 { B1() {} }; struct B2 { B2() {} };
template<typename T> struct C1 { C1() {} };
template<typename T> struct rb { typedef T other; };
template<typename T> struct S : B1, B2, C1<T>, rb<T>::other {
  int a; int b;
  typedef typename rb<T>::other O;
  S() : b(1), a(2) {}
  S(int) : B2(), B1() {}
  S(long) : O(), B1(), b(3) {}
  S(char) : O(), C1<T>(), B2() {}
  S(short) : b(0), O(), a(1) {}
};
struct N : B1, B2 { int a, b; N() : b(1), B2(), a(0), B1() {} };
int main() { N n; sd::D d; sd::vec<int> v; return 0; }
