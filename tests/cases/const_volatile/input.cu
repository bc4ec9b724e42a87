const int kLimit = 10;
volatile int status_reg;
const volatile int readonly_reg = 0;

int read_all(const int *src, int *const dst, int n)
{
    const int *const end = src + n;
    int *p = dst;
    while (src != end)
        *p++ = *src++;
    volatile int spin = 0;
    spin++;
    return status_reg + readonly_reg + spin + kLimit;
}

struct Config {
    const char *name;
    const int version;
};

const struct Config default_config = {"default", 1};
