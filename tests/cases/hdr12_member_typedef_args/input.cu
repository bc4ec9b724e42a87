// A class's own member typedef naming a non-dependent type is written as
// that type in template argument lists (a base's, or a dependent one, is not).
template <class... T> struct L { };
template <int N, class X> struct sel { typedef int type; };
template <class T> struct A {
  using U = L<unsigned char, unsigned short>;
  typedef L<int> V;
  using W = int;
  typedef T Z;
  using r1 = typename sel<sizeof(T), U>::type;
  using r2 = typename sel<sizeof(T), V>::type;
  using r3 = typename sel<sizeof(T), W>::type;
  using r4 = typename sel<sizeof(T), Z>::type;
  typedef sel<1, U> r5;
  U u;
  L<U> lu;
};
struct B {
  using U = L<unsigned char, unsigned short>;
  typedef sel<1, U> r5;
};
template <class T> struct C : B {
  using r6 = typename sel<sizeof(T), U>::type;
};
int main() { return 0; }
