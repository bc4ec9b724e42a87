struct Empty {};

__global__ void k(int *p)
{
    int scratch[0];
    p[0] = sizeof(scratch);
}

int main()
{
    return 0;
}
