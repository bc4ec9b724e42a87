#define TILE 64

__global__ void reverse(int *d, int n)
{
    __shared__ int s[TILE];
    __shared__ float scratch[TILE][TILE + 1];
    int t = threadIdx.x;
    int tr = n - t - 1;
    s[t] = d[t];
    scratch[t][0] = 0.0f;
    __syncthreads();
    d[t] = s[tr];
}

int main()
{
    int *d;
    cudaMalloc((void **)&d, TILE * sizeof(int));
    reverse<<<1, TILE>>>(d, TILE);
    cudaDeviceSynchronize();
    return 0;
}
