__global__ void k(int *p)
{
    if (p[0] < 0)
        throw 1;
    p[0] = 2;
}

int main()
{
    return 0;
}
