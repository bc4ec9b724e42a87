__global__ void histogram(const unsigned char *data, int n, unsigned int *bins)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = blockDim.x * gridDim.x;
    for (; i < n; i += stride)
        atomicAdd(&bins[data[i]], 1u);
}

__global__ void stats(const float *x, int n, float *total, int *maximum, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicAdd(total, x[i]);
        atomicMax(maximum, (int)x[i]);
        atomicAdd(count, 1);
        atomicCAS(count, 0, 1);
        atomicExch(maximum, atomicSub(count, 0));
    }
}

int main()
{
    unsigned char *data;
    unsigned int *bins;
    cudaMalloc((void **)&data, 1 << 20);
    cudaMalloc((void **)&bins, 256 * sizeof(unsigned int));
    cudaMemset(bins, 0, 256 * sizeof(unsigned int));
    histogram<<<64, 256>>>(data, 1 << 20, bins);
    return 0;
}
