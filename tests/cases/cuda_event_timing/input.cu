#include <stdio.h>

__global__ void busy(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        for (int k = 0; k < 100; k++)
            x[i] = x[i] * 0.99f + 0.01f;
}

int main()
{
    int n = 1 << 20;
    float *x;
    cudaMalloc((void **)&x, n * sizeof(float));
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start, 0);
    busy<<<n / 256, 256>>>(x, n);
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    float ms;
    cudaEventElapsedTime(&ms, start, stop);
    printf("kernel took %.3f ms (%s)\n", ms, cudaGetErrorName(cudaPeekAtLastError()));
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaDeviceReset();
    return 0;
}
