// GNU __typeof__ keeps its keyword (decltype prints as __decltype), in
// plain inline functions and in templates.
inline int same_bits(float v) { return ((void)(__typeof__(v))v, 1); }
inline int twice(int v) { __typeof(v) w = v; return w + w; }
template<typename A, typename B> int widest(A a, B b) {
  typedef __typeof__(a + b) sum_t;
  return (int)sizeof(decltype(a + b + 0.0f)) + (int)sizeof(sum_t);
}
int main() { return same_bits(1.0f) + twice(2) + widest(1, 2.0); }
