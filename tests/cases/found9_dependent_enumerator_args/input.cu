// In a class template, its own enumerators have a dependent enum type: as
// operands they are printed bare; given to a bool template parameter their
// conversion waits for instantiation (parenthesized), to an int parameter
// they are promoted (bare). Named through a dependent specialization
// (`X<T>::value`) nothing is pending.
template <bool B> struct pick { typedef int type; };
template <int N> struct ipick { typedef int type; };
template <bool B, class T> struct en { typedef T type; };
enum Glob { g0, g1 };
template <Glob G> struct gpick { typedef int type; };
template <class A> struct big { enum { value = sizeof(A) > 4 }; };
template <typename A> struct w {
  enum { value = sizeof(A) > 4, n = 3 };
  enum E { e0 = sizeof(A) };
  typedef typename pick<value>::type t1;
  typedef typename ipick<n>::type t2;
  typedef typename ipick<e0>::type t3;
  typedef typename pick<(value)>::type t4;
  typedef typename gpick<g1>::type t5;
  typedef typename ipick<g1>::type t6;
  typedef typename ipick<value + 1>::type t7;
  typedef typename en<big<A>::value, int>::type t8;
  static const int k = value;
  int f() { return value + n + e0; }
};
w<double>::t1 x = 1;
int main() { w<char> c; return (int)x + c.f(); }
