__global__ void k(float *p, int n)
{
    extern __shared__ float s[];
    int i = threadIdx.x;
    if (i < n) { s[i] = p[i]; p[i] = s[n - 1 - i]; }
}

int main()
{
    float *p;
    int n = 64;
    cudaMalloc((void **)&p, n * sizeof(float));
    cudaStream_t st;
    cudaStreamCreate(&st);
    dim3 grid(2, 1, 1), block(32);
    k<<<1, n, n * sizeof(float)>>>(p, n);
    k<<<grid, block, 0, st>>>(p, n);
    k<<<dim3(1), dim3(n), n * sizeof(float), 0>>>(p, n);
    k<<<grid.x, block.x * 2>>>(p, n);
    cudaStreamDestroy(st);
    return 0;
}
