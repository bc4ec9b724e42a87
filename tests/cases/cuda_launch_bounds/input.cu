__global__ void __launch_bounds__(256) bounded(float *x)
{
    x[threadIdx.x] *= 2.0f;
}

__global__ void __launch_bounds__(128, 4) bounded_min_blocks(float *x)
{
    x[threadIdx.x] += 1.0f;
}

#define THREADS 512
__global__ void __launch_bounds__(THREADS) bounded_macro(int *y)
{
    y[blockIdx.x * THREADS + threadIdx.x] = 0;
}

int main()
{
    float *x;
    int *y;
    cudaMalloc((void **)&x, 256 * sizeof(float));
    cudaMalloc((void **)&y, THREADS * sizeof(int));
    bounded<<<1, 256>>>(x);
    bounded_min_blocks<<<2, 128>>>(x);
    bounded_macro<<<1, THREADS>>>(y);
    return 0;
}
