__global__ void k(int *out)
{
    __managed__ int m;
    out[0] = m;
}

int main()
{
    return 0;
}
