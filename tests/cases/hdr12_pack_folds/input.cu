// Fold expressions: EDG's spacing of unary right/left and binary folds.
template <class T> struct idt { typedef T type; };
template <class... Ts> using pro = decltype((((typename idt<Ts>::type)0) + ...));
template <bool... B> struct all { static const bool value = (B && ...); };
template <bool... B> struct any { static const bool value = (... || B); };
template <int... N> struct sum { static const int value = (N + ... + 0); };
template <int... N> struct lsum { static const int value = (0 + ... + N); };
template <class... Ts> int count(Ts... args) { int n = 0; ((n += sizeof(args)), ...); return n; }
template <class... Ts> int rcount(Ts... args) { int n = 0; (..., (n += sizeof(args))); return n; }
int main() { return 0; }
