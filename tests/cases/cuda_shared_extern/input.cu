__global__ void dynamic_reverse(int *d, int n)
{
    extern __shared__ int s[];
    int t = threadIdx.x;
    int tr = n - t - 1;
    s[t] = d[t];
    __syncthreads();
    d[t] = s[tr];
}

int main()
{
    const int n = 64;
    int *d;
    cudaMalloc((void **)&d, n * sizeof(int));
    dynamic_reverse<<<1, n, n * sizeof(int)>>>(d, n);
    cudaDeviceSynchronize();
    return 0;
}
