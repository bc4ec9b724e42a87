int main()
{
    int x = 0;
    if (x)
        break;
    continue;
    return x;
}
