// A dependent specialization named after a namespace is introduced by
// `template` in expressions, but not inside class template arguments nor
// in an enumerator's value.
namespace util {
template<class T> struct traits { static const bool value = true; };
template<bool B, class T = void> struct enable { typedef T type; };
}
namespace user {
template<class T> struct D {
  typedef util::traits<T> t1;
  enum { v = util::traits<T>::value };
  static const int w = util::traits<T>::value;
};
template<class T, bool = util::traits<T>::value> struct E { };
template<class T> struct F { typedef E<T, util::traits<T>::value> t; };
template<class T> typename util::enable<util::traits<T>::value, int>::type g(T) { return 0; }
}
int main() { return user::g(1); }
