template <class T, class... A>
extern T make_dep;
template <class T>
constexpr T pi_v = T(3);
template <class T>
T plain_v;
template <class T>
extern T
  split_v;
template <class> struct box {};
template <class>
extern box<int> boxed;
template <class T>
extern box<int> boxed<const T>;
int f() { return pi_v<int>; }
