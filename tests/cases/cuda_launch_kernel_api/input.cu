__global__ void add_one(int *x, int n)
{
    int i = threadIdx.x;
    if (i < n)
        x[i] += 1;
}

int main()
{
    int *x;
    int n = 32;
    cudaMalloc((void **)&x, n * sizeof(int));
    void *args[] = {&x, &n};
    cudaLaunchKernel((const void *)add_one, dim3(1), dim3(32), args, 0, 0);
    cudaLaunchKernel((const void *)add_one, 1, 32, args, 0, 0);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
