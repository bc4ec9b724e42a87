// An unnamed function parameter pack: `Ts ...` in a prototype, `Ts...`
// in a definition.
template <class... Ts> void f1(Ts...);
template <class... Ts> void f2(Ts...) { }
template <class... Ts> void f3(int, Ts...);
template <class... Ts> void f4(const Ts &...);
template <class... Ts> void f5(Ts &&...);
template <class... Ts> void f6(const Ts &...) { }
template <class... Ts> struct many { many(Ts...) {} void g(Ts...); };
struct S { template <class... Ts> S(Ts...); };
__global__ void k(int *o) { o[0] = 1; }
int main() { f2(1, 2); f6(1); return 0; }
