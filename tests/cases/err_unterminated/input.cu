#include <stdio.h>

int main()
{
    const char *s = "never closed;
    char c = 'x;
    printf("%s %c\n", s, c);
    return 0;
}
