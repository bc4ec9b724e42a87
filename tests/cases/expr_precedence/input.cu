int precedence(int a, int b, int c)
{
    int r1 = a + b * c;
    int r2 = (a + b) * c;
    int r3 = a << 1 + b;
    int r4 = a & b | c ^ a;
    int r5 = a < b == b < c;
    int r6 = -a * -b + ~c;
    int r7 = a ? b : c ? a : b;
    int r8 = !a && b || c;
    int r9 = a - b - c;
    int r10 = a / b / (c ? c : 1);
    int r11 = a = b = c;
    int *p = &a;
    int r12 = *p++ + 1;
    return r1 + r2 + r3 + r4 + r5 + r6 + r7 + r8 + r9 + r10 + r11 + r12;
}
