int main()
{
    int value = 3;
    int r = value(2);
    int *p = &value;
    return r + p();
}
