struct S {
    int v;
};

int main()
{
    int x = 5;
    int *p = x;
    struct S s = 3;
    float f = "text";
    return *p + s.v + (int)f;
}
