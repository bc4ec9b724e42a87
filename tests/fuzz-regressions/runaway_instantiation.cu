template <int N> struct F { static const int v = F<N + 1>::v; };
int x = F<0>::v;
