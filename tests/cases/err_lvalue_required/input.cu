int get(void)
{
    return 1;
}

int main()
{
    int x = 0;
    5 = x;
    get() = 2;
    (x + 1)++;
    int *p = &(x + 1);
    return x;
}
