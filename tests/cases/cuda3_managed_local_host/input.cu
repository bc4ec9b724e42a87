int main()
{
    __managed__ int m;
    m = 1;
    return m;
}
