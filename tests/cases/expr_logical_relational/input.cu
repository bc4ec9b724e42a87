bool check(int a, int b, const int *p)
{
    bool eq = a == b;
    bool ne = a != b;
    bool lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
    bool both = (a > 0) && (b > 0);
    bool either = (a > 0) || (b > 0);
    bool not_a = !a;
    bool safe = p && *p > 0;
    return (eq || ne) && (lt || le || gt || ge) && !(both && either) || not_a || safe;
}

int main()
{
    int v = 3;
    return check(1, 2, &v) ? 0 : 1;
}
