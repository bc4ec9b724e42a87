extern __global__ void external_kernel(float *p, int n);

__global__ void local_kernel(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = 0.0f;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 256 * sizeof(float));
    local_kernel<<<1, 256>>>(p, 256);
    external_kernel<<<1, 256>>>(p, 256);
    return 0;
}
