// A called name written in parentheses (which suppresses argument-dependent
// lookup) keeps them in the .int.c when it names a function outside any
// class; a static member function or a member access loses them.
namespace n { int mn(int a, int b) { return a < b ? a : b; } int mn(long a, long b) { return a; } }
template<class T> T tm(T a) { return a; }
struct S { static int sf(int x) { return x; } int f(int x) { return x; } };
__device__ int dv(int x) { return x + 1; }
__global__ void k(int *p) { *p = (dv)(*p); }
int q(int x) { return (n::mn)(x, 2) + (tm)(x) + (S::sf)(x) + (::q)(1); }
int main() { S s; int r = (s.f)(1); k<<<1, 1>>>((int *)0); return (q)(r); }
