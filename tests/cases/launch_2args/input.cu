__global__ void fill(int *a, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = v;
}

int main()
{
    int n = 1000;
    int *a;
    cudaMalloc((void **)&a, n * sizeof(int));
    int threads = 128;
    int blocks = (n + threads - 1) / threads;
    fill<<<blocks, threads>>>(a, 7, n);
    fill<<<(n + 255) / 256, 256>>>(a, 8, n);
    cudaDeviceSynchronize();
    cudaFree(a);
    return 0;
}
