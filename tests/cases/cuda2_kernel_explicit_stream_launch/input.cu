__global__ void k(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1.0f;
}

int main()
{
    cudaStream_t s1, s2;
    cudaStreamCreate(&s1);
    cudaStreamCreate(&s2);
    float *p;
    cudaMalloc((void **)&p, 1024 * sizeof(float));
    k<<<4, 256, 0, s1>>>(p, 1024);
    k<<<dim3(2, 1, 1), dim3(256), 1024, s2>>>(p, 512);
    cudaStreamSynchronize(s1);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
    return 0;
}
