void nothing(int x)
{
    return x;
}

int something()
{
    return;
}

int main()
{
    nothing(1);
    return something();
}
