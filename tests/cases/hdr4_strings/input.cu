// String literals: escaped and split into 128-character pieces; asm
// templates concatenated; `::f` keeps its qualifier; null defaults.
const char *quote = "it's a? test";
const char *longer = "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345";
void asm_user(int x)
{
    __asm__ volatile("mov.b32 %0, %1;\n" "add.s32 %0, %0, 1;\n" : "=r"(x) : "r"(x));
    __asm__ volatile("nop;" :::);
    __asm__ volatile("nop;" ::: "memory");
}
int gmin(int a, int b);
int qualified(int a) { return ::gmin(a, 3) + gmin(a, 4); }
int with_null(int *p = __null, int q = 0);
typedef int word_t __attribute__((__mode__(__word__)));
typedef unsigned int uword_t __attribute__((__mode__(__word__)));
int main() { return qualified(1); }
