__global__ void kernel(int *x)
{
    x[0] = 1;
}

int main()
{
    int *x;
    cudaMalloc((void **)&x, sizeof(int));
    kernel(x);
    return 0;
}
