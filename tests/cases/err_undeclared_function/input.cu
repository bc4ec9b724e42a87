int main()
{
    int r = not_declared_anywhere(3);
    return r;
}
