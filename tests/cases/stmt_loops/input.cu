#include <stdio.h>

int main()
{
    int total = 0;
    for (int i = 0; i < 10; i++) {
        if (i == 2)
            continue;
        if (i == 8)
            break;
        total += i;
    }
    int j = 0;
    while (j < 5)
        j += 2;
    do {
        j--;
    } while (j > 0);
    for (;;) {
        total++;
        if (total > 50)
            break;
    }
    int k;
    for (k = 0; k < 3; ++k)
        for (int m = 0; m < 3; ++m) {
            if (m == k)
                continue;
            total += m * k;
        }
    while (1) {
        if (--total < 40)
            break;
    }
    printf("%d %d %d\n", total, j, k);
    return 0;
}
