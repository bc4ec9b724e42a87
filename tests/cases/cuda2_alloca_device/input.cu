__global__ void k(int n, int *out)
{
    int *buf = (int *)__builtin_alloca(n * sizeof(int));
    buf[0] = n;
    out[0] = buf[0];
}

int main()
{
    return 0;
}
