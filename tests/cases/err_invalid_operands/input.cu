struct S {
    int v;
};

int main()
{
    struct S a = {1}, b = {2};
    struct S c = a + b;
    int *p = 0, *q = 0;
    int *r = p + q;
    float f = 1.0f % 2;
    return c.v + (a < b);
}
