#include <stdio.h>

struct Mixed {
    char c;
    double d;
    int i;
};

int main()
{
    int arr[10];
    struct Mixed m;
    size_t a = sizeof(int);
    size_t b = sizeof arr;
    size_t c = sizeof(arr) / sizeof arr[0];
    size_t d = sizeof(struct Mixed);
    size_t e = sizeof m.d;
    size_t f = alignof(double);
    size_t g = __alignof__(struct Mixed);
    size_t h = sizeof(char *) + sizeof(long long) + sizeof(short);
    printf("%zu %zu %zu %zu %zu %zu %zu %zu\n", a, b, c, d, e, f, g, h);
    return 0;
}
