int main()
{
    __constant__ float table[4];
    return 0;
}
