int arith(int a, int b, float x, double y)
{
    int sum = a + b;
    int diff = a - b;
    int prod = a * b;
    int quot = a / b;
    int rem = a % b;
    int neg = -a;
    int pos = +b;
    float fx = x * 2.0f - x / 3.0f;
    double dy = y * y + y - 1.0 / y;
    unsigned u = (unsigned)a * 3u / 2u;
    long l = (long)a * b;
    return sum + diff + prod + quot + rem + neg + pos + (int)fx + (int)dy + (int)u + (int)l;
}
