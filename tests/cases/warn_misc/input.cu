int compare(unsigned u, int i)
{
    if (u < i)
        return 1;
    int x;
    if (i = 3)
        return x;
    return 0;
    i++;
}

int missing_return(int a)
{
    if (a)
        return 1;
}
