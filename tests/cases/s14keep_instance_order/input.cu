template<int N> struct X { int x; };
template<int N> struct Y { int y; };
template<int N> struct Z { int z; };
inline void takex(X<1> *) {}
inline void takez(Z<1> *) {}
inline int usey(Y<1> y) { return y.y; }
inline int usex(X<1> x) { return x.x; }
__global__ void k(int *p) { p[0] = 1; }
int main() {
  takex(0); takez(0);
  Y<1> y; usey(y);
  X<1> x; usex(x);
  return 0;
}
