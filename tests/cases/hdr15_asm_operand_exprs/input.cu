// asm operands are expressions: the .int.c prints them as it prints any
// expression (casts spelled by the type printer, redundant parentheses gone).
#define AS_U(var) *(reinterpret_cast<unsigned int *>(&(var)))
#define AS_CU(var) *(reinterpret_cast<const unsigned int *>(&(var)))
struct Pair { float a; float b; };
struct Outer { Pair p; int n; };
__device__ int lanes(Pair &v, Outer &o, int k) {
  int a;
  asm("mov.b32 %0, %1;" : "=r"(AS_U(a)) : "r"(AS_CU(v)));
  asm volatile("add.s32 %0, %1, %2;" : "=r"(a) : "r"(k + 1), "r"((o.n)));
  asm("mov.b32 %0, %1;" : "=r"(a) : "f"(o.p.a));
  asm("mov.b64 %0, %1;" : "=l"(*(long long *)&o) : "l"(&v) : "memory");
  asm("mov.b32 %0, %1;" : "+r"(a) : "r"(static_cast<int>(v.b)));
  return a;
}
