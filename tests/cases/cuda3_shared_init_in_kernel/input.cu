__global__ void k(int *p)
{
    __shared__ int count = 0;
    p[0] = count;
}

int main()
{
    return 0;
}
