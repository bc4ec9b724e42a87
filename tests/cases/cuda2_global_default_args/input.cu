__global__ void fill(float *p, int n, float value = 1.0f, int stride = 1)
{
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * stride;
    if (i < n)
        p[i] = value;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 256 * sizeof(float));
    fill<<<1, 256>>>(p, 256);
    fill<<<1, 128>>>(p, 256, 2.0f);
    fill<<<1, 64>>>(p, 256, 3.0f, 4);
    return 0;
}
