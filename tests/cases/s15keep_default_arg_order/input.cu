template<class T> struct A1 { int a; };
template<class T> struct A2 { int a; };
template<class T> struct A3 { int a; };
template<class T, class U = A1<T> > struct V1 { int v; };
template<class T, class U = A2<T> > struct V2 { int v; };
template<class T> struct P1 { int p; };
template<class T> struct P2 { int p; };
inline void f1(V1<int> *) {}
inline void f2(P1<A3<int> > *) {}
inline void f3(P2<int> *) {}
__global__ void k(int *p) { p[0] = 1; }
int main() {
  f1(0); f2(0); f3(0);
  V2<int> v2; v2.v = 1;
  return 0;
}
