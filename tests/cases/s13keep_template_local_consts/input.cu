template <bool B> struct filler { static void run(int) {} };
template <int N> struct arr { int a[N]; };
template <class P> void f1(P p) { const bool t = true; filler<t>::run(1); }
template <class P> void f2(P p) { const int n = 3; arr<n> a; a.a[0] = 0; }
template <class P> void f3(P p) { constexpr int n = 4; arr<n> a; a.a[0] = 0; }
void g1() { const bool t = true; filler<t>::run(1); }
template <class T> struct S { void m() { const int n = 2; arr<n> a; a.a[0] = 1; } };
int main() { f1(0); f2(0); f3(0); g1(); S<int> s; s.m(); return 0; }
