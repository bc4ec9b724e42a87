__global__ void k(int *p)
{
    __shared__ int buf[0];
    p[0] = sizeof(buf);
}

int main()
{
    return 0;
}
