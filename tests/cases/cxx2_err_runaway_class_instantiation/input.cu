template <int N> struct R { static const int v = R<N+1>::v; };
int x = R<0>::v;
