__global__ void scale(float *x, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= s;
}

int main()
{
    const int n = 4096;
    float *a, *b;
    cudaMalloc((void **)&a, n * sizeof(float));
    cudaMalloc((void **)&b, n * sizeof(float));
    cudaStream_t s1, s2;
    cudaStreamCreate(&s1);
    cudaStreamCreate(&s2);
    scale<<<n / 256, 256, 0, s1>>>(a, 2.0f, n);
    scale<<<n / 256, 256, 0, s2>>>(b, 3.0f, n);
    cudaStreamSynchronize(s1);
    cudaStreamSynchronize(s2);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
    return 0;
}
