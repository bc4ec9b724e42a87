int main()
{
    const int limit = 10;
    limit = 20;
    const int *p = &limit;
    *p = 5;
    return limit;
}
