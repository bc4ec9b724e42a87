// Inside a specialization of a class template, the template's simple name
// finds the specialization's injected-class-name: another specialization
// of the template named there (as a type, or in a type's template
// argument) is written fully qualified, `::` for the global scope. A
// non-dependent base's name is hidden the same way. A template's
// parameters in order do not name the current instantiation inside a
// partial specialization.
namespace lib {
template<bool V> struct flag { static const bool value = V; };
template<class T> struct box : flag<false> { typedef int type; box<T *> *next; };
template<class T> struct box<T *> : public box<T> {
  typedef typename box<T>::type inner;
  static const bool same = box<T>::value;
  typedef flag<box<T>::value> again;
  box<T> *prev;
  void touch() { box<T> local; (void)local; }
};
template<class T> struct box<const T> : flag<!box<T>::value> { static const int size = sizeof(box<T>); };
template<> struct box<int> : flag<true> { typedef flag<true> base_flag; box<char> *other; };
struct holder {
  template<class... U> struct list { };
  template<class H, class... U> struct list<H, U...> : list<U...> { static const unsigned long count = sizeof(H); };
};
}
template<class T> struct chain;
template<class T> struct chain<T *> : chain<T> { };
template<class T> struct chain<T &> { chain<T> *up; };
lib::box<char *> b;
lib::holder::list<int, char> l;
int main() { return (int)sizeof(b) + (int)sizeof(l); }
