// In template text, a type naming a specialization of a member class
// template after its class is written `C::template M< A> ` whether or not
// the arguments are dependent; a dependent one is a `typename` name. In an
// expression only a dependent one gets the keyword. Outside templates
// neither.
struct Traits {
  template <class A, class U> struct rebind { using type = U; };
  template <class A> struct wrap { using type = A; static const int size = 4; };
};
namespace util {
struct Table {
  template <class K> struct row { using type = K; };
};
}

typedef Traits::wrap<int>::type plain_t;
Traits::wrap<float> plain_v;
int plain_f() { Traits::wrap<int>::type x = 1; return x + Traits::wrap<int>::size; }

template <class A, class U> using rebind_t = typename Traits::rebind<A, U>::type;

template <class T> Traits::wrap<T> make(Traits::wrap<int>, typename Traits::wrap<T>::type v) {
  Traits::wrap<T> b;
  return b;
}

template <class T> struct Store {
  Traits::wrap<int> fixed;
  Traits::wrap<T> slot;
  typedef Traits::wrap<long> long_t;
  void put(util::Table::row<T>, Traits::wrap<short>);
  template <class U> void take(Traits::wrap<U>) {}
};
template <class T> void Store<T>::put(util::Table::row<T>, Traits::wrap<short>) {}

template <class T> using wrap_t = Traits::wrap<T>;

int main() {
  Store<int> s;
  s.put(util::Table::row<int>(), Traits::wrap<short>());
  return plain_f();
}
