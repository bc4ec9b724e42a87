__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

int main()
{
    int n = 1 << 20;
    float *x, *y;
    cudaMallocManaged((void **)&x, n * sizeof(float));
    cudaMallocManaged((void **)&y, n * sizeof(float));
    for (int i = 0; i < n; i++) {
        x[i] = 1.0f;
        y[i] = 2.0f;
    }
    int device = 0, sms = 0;
    cudaGetDevice(&device);
    struct cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, device);
    sms = prop.multiProcessorCount;
    saxpy<<<32 * sms, 256>>>(n, 2.0f, x, y);
    cudaDeviceSynchronize();
    cudaFree(x);
    cudaFree(y);
    return 0;
}
