int main()
{
    goto nowhere;
    return 0;
}
