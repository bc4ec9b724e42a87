// A template parameter list split over lines gets a line marker before
// each parameter name (or, unnamed, before its default) on a later line;
// `constexpr explicit` is written in that order.
template<bool C, class T = void> struct when { typedef T type; };

template<class A,
         class B = A,
         int
           = sizeof(A)>
  constexpr bool wide(A a, B b) { return sizeof(a) + sizeof(b) > 2; }

template<class T,
  int = 4>
  struct big_helper { static const bool value = false; };

template<class... Ts, int
         N = 3>
  int count_of(Ts... ts) { return N; }

template<class T>
  struct wrap
  {
    T v;
    template<class U, class
             V = U>
      explicit constexpr
      wrap(U u, V) : v(u) { }
  };

int main()
{
  wrap<int> w(1, 2.0);
  return w.v;
}
