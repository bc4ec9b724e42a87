extern "C" __device__ void *cudaGetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize);
extern "C" __device__ cudaError_t cudaLaunchDeviceV2(void *parameterBuffer, cudaStream_t stream);

__global__ void countdown(int *p, int n)
{
    p[n] = n;
    if (n > 0)
        countdown<<<1, 1>>>(p, n - 1);
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 8 * sizeof(int));
    countdown<<<1, 1>>>(p, 7);
    return 0;
}
