int compound(int x, unsigned y, float f)
{
    int a = x;
    a += 3;
    a -= 1;
    a *= 2;
    a /= 3;
    a %= 7;
    a &= 0xff;
    a |= 0x100;
    a ^= 0x55;
    a <<= 2;
    a >>= 1;
    y += a;
    f *= 0.5f;
    f += a;
    f -= y;
    f /= 2;
    int b, c;
    b = c = a;
    double d;
    d = f;
    return a + b + c + (int)d + (int)y;
}
