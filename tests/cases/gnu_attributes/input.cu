struct __attribute__((packed)) Packed {
    char c;
    int i;
};

struct __attribute__((aligned(16))) Aligned {
    float v[3];
};

__attribute__((noinline)) int slow(int x)
{
    return x * 3;
}

static inline __attribute__((always_inline)) int fast(int x)
{
    return x + 1;
}

__attribute__((unused)) static int unused_helper(void)
{
    return 0;
}

__attribute__((deprecated)) int old_api(void);

int aligned_var __attribute__((aligned(8))) = 5;

void fatal(const char *msg) __attribute__((noreturn));

int compute(int x) __attribute__((pure));

int main()
{
    struct Packed p = {1, 2};
    struct Aligned a = {{1, 2, 3}};
    int __attribute__((unused)) spare = 0;
    return slow(p.i) + fast((int)a.v[0]) + aligned_var;
}
