__global__ void kernel(int *x)
{
    x[0] = 1;
}

int main()
{
    int *x;
    cudaMalloc((void **)&x, sizeof(int));
    kernel<<<1>>>(x);
    kernel<<<1, 1, 0, 0, 5>>>(x);
    return 0;
}
