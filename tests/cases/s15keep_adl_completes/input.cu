template<class T> struct A1 { int a; };
template<class T> struct A2 { int a; };
template<class T> struct A3 { int a; };
template<class T> struct P1 { int p; };
template<class T> struct P2 { int p; };
template<class T> struct P3 { int p; };
template<class T> struct M { int m; };
inline void f1(P1<A1<int> > *) {}
inline void f2(P2<A2<int> > *) {}
inline void f3(P3<A3<int> > *) {}
inline void take(M<int> *) {}
__global__ void k(int *p) { p[0] = 1; }
int main() {
  P1<A1<int> > *p1 = 0; f1(p1);
  P2<A2<int> > *p2 = 0; ::f2(p2);
  P3<A3<int> > *p3 = 0; (f3)(p3);
  take(0);
  return 0;
}
