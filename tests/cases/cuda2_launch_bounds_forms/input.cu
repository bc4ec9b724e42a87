__global__ void __launch_bounds__(256) one(float *p) { p[threadIdx.x] = 1.0f; }
__global__ void __launch_bounds__(512, 2) two(float *p) { p[threadIdx.x] = 2.0f; }
__global__ void __launch_bounds__(1024, 1) three(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = 3.0f;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 1024 * sizeof(float));
    one<<<1, 256>>>(p);
    two<<<1, 512>>>(p);
    three<<<1, 1024>>>(p, 1024);
    return 0;
}
