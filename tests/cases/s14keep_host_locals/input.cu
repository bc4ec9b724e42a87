struct A { int x; }; struct B { int x; }; struct C { int x; }; struct D { int x; };
struct E { int x; }; struct F { int x; }; struct G { int x; }; struct H { int x; };
struct I { int x; }; struct J { int x; };
inline void use_ref(A &) {}
inline void use_ptr(G *) {}
inline int use_val(H h) { return h.x; }
inline J make_j() { return J(); }
__global__ void k(int *p) { p[0] = 1; }
int main() {
  A a; use_ref(a);
  B b; (void)b;
  C c; c.x = 1;
  D d;
  E e; E e2 = e;
  F *f = 0;
  G g; use_ptr(&g);
  H h; use_val(h);
  I i[2];
  make_j();
  return 0;
}
