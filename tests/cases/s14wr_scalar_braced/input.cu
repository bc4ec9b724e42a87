typedef unsigned long ul_t;
void take(unsigned long) {}
void plain() { take(ul_t{}); int a = int{}; long b = long{}; (void)a; (void)b; }
template <typename T> struct S {
  void f() { take(ul_t{}); int a = int{}; unsigned u = unsigned{}; long b = long{}; T t = T{}; (void)a; (void)b; (void)u; (void)t; }
};
__global__ void k(int *p) { p[0] = 1; }
int main() { plain(); S<int> s; s.f(); return 0; }
