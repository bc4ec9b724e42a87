// Names written with a namespace qualifier keep a full qualification, in
// inline functions, function templates and static assertions of class
// templates; unqualified names stay unqualified.
namespace ns {
template<class T> constexpr T ident(T a) { return a; }
constexpr int one(int a) { return a; }
template<class T> struct traits { static const int value = 1; };
inline float plain(float x) { return ns::ident<float>(x) + ident<float>(x) + ident(x) + ns::ident(x) + one(1) + ns::one(2); }
template<class T> T generic(T x) { return ns::ident<T>(x) + ident<T>(x) + ident(x) + ns::ident(x) + one(1) + ns::one(2); }
template<class T> struct checked {
  static_assert(ns::traits<T>::value, "qualified trait");
  static_assert(traits<T>::value, "plain trait");
  static_assert(ns::ident(sizeof(T)), "qualified call");
  static_assert(ident(sizeof(T)), "plain call");
};
}
int main() { return (int)ns::plain(1.0f) + ns::generic(2); }
