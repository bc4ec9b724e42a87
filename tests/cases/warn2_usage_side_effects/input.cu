// 177/550: an initializer that may have side effects (a call of a non-constexpr
// function or constructor) counts as a use; constexpr construction sets.
struct A { int x; int y; };
struct C { int v; constexpr C(int a) : v(a) {} };
struct D { int v; D(int a) : v(a) {} };
int f();
A fa();
constexpr int cf(int a) { return a; }
void g() {
  int a1 = f();
  int a2 = f(); (void)a2;
  int a3 = 1;
  int a4 = fa().y;
  int a5 = fa().y + 1;
  A s; s.x = 1;
  int a6 = s.x;
  A a7 = fa();
  A a8 = fa(); (void)a8;
  A a9 = s; (void)a9;
  A a10 = s;
  C c1(1);
  C c2(1); (void)c2;
  C c3(f()); (void)c3;
  D d1(1); (void)d1;
  D d2(1);
  int a11 = cf(2);
  int a12 = cf(2); (void)a12;
  A a13 = {1, f()}; (void)a13;
  A a14 = {1, 2}; (void)a14;
  int a15 = fa().x; (void)a15;
}
