__device__ int f1(int x, long y, short s, double d, float f, char c)
{
    int r;
    asm("mov.u32 %0, %1;" : "=r"(r) : "g"(y));
    asm("mov.u32 %0, %1;" : "=r"(r) : "x"(x));
    asm("mov.u32 %0, %1;" : "=r"(r) : "m"(x));
    asm("mov.u32 %0, %1;" : "=r"(r) : "l"(x));
    asm("mov.u32 %0, %1;" : "=r"(r) : "h"(x));
    asm("mov.u32 %0, %1;" : "=r"(r) : "r"(y));
    asm("mov.u32 %0, %1;" : "=r"(r) : "r"(s));
    asm("mov.u32 %0, %1;" : "=r"(r) : "f"(d));
    asm("mov.u32 %0, %1;" : "=r"(r) : "d"(f));
    asm("mov.u32 %0, %1;" : "=l"(r) : "r"(c));
    asm("mov.u32 %0, %1;" : "+r"(r) : "r"(x));
    asm("mov.u32 %0, %1;" : "=&r"(r) : "rr"(x));
    asm volatile("mov.u32 %0, %1;" : "=r"(r) : "mr"(x) : "memory");
    return r;
}
__host__ __device__ int f2(int x)
{
    int r;
    asm("mov.u32 %0, %1;" : "=r"(r) : "m"(x));
    return r;
}
int main() { return 0; }
