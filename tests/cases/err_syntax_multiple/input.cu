int f(int x)
{
    return x +;
}

int g(int y
{
    return y;
}

int main()
{
    int arr[3] = {1, 2, 3;
    return f(1) + g(2) + arr[0];
}
