__global__ void empty_kernel()
{
}

__global__ void set_value(int *out, int value)
{
    *out = value;
}

int main()
{
    int *d;
    cudaMalloc((void **)&d, sizeof(int));
    empty_kernel<<<1, 1>>>();
    set_value<<<1, 1>>>(d, 42);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
