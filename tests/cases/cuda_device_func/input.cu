__device__ float square(float x)
{
    return x * x;
}

__device__ float sum_of_squares(float a, float b)
{
    return square(a) + square(b);
}

__global__ void compute(float *out, const float *a, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = sum_of_squares(a[i], b[i]);
}

int main()
{
    float *out, *a, *b;
    int n = 100;
    cudaMalloc((void **)&out, n * sizeof(float));
    cudaMalloc((void **)&a, n * sizeof(float));
    cudaMalloc((void **)&b, n * sizeof(float));
    compute<<<1, 128>>>(out, a, b, n);
    return 0;
}
