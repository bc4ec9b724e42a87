// Members of a non-dependent base are found from the derived class: EDG
// writes them unqualified. A pointer to data member's declarator is
// parenthesized like a pointer to member function's. A constant default
// of an integral non-type template parameter is written converted to the
// parameter's type.
struct probe {
  template<class T, class = decltype(T())> static int check(int);
  template<class T> static char check(...);
  typedef int tag;
  static const int depth = 3;
};
template<class T> struct detect : probe {
  typedef decltype(check<T>(0)) type;
  tag mark;
  static const int twice = depth * 2;
};
template<class T, class C> struct member_of;
template<class T, class C> struct member_of<T C::*, C> { typedef T C::*pointer; };
struct point { int x; point(int point::*m); };
template<class T, unsigned N = 0> struct slot { static const unsigned size = N; };
template<class T, unsigned long = 2> struct wide;
detect<int>::type d = 0;
int main() { return d; }
