int pick(int a, int b, int c)
{
    int m = a > b ? a : b;
    int n = (a > b) ? (a > c ? a : c) : (b > c ? b : c);
    int i, j;
    for (i = 0, j = 10; i < j; i++, j--)
        ;
    int last = (a++, b++, a + b);
    const char *s = m > 0 ? "pos" : "neg";
    double d = c ? 1 : 2.5;
    return m + n + i + j + last + (s[0] == 'p') + (int)d;
}
