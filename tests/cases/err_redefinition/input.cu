int value = 1;
int value = 2;

int twice(int x)
{
    return 2 * x;
}

int twice(int x)
{
    return x + x;
}

int main()
{
    return twice(value);
}
