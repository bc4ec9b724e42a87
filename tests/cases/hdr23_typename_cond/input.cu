// `if constexpr (typename T::tag{})`: a functional cast to a dependent
// type in a condition is an expression, not a declaration.
template<class T> struct traits {
  struct always { constexpr operator bool() const { return true; } };
  using is_always_equal = always;
};
template<class A>
int pick(A a) {
  using AT = traits<A>;
  int r = 0;
  if constexpr (typename AT::is_always_equal{})
    r = 1;
  if (typename AT::is_always_equal{}) r += 2;
  return r;
}
int use() { return pick(1); }
