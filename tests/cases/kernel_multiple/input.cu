#include <stdio.h>

__global__ void init(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = (float)i;
}

__global__ void square(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = x[i] * x[i];
}

__global__ void negate(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = -x[i];
}

int main()
{
    const int n = 1000;
    float *d, h[n];
    cudaMalloc((void **)&d, n * sizeof(float));
    init<<<4, 256>>>(d, n);
    for (int iter = 0; iter < 3; iter++) {
        square<<<4, 256>>>(d, n);
        negate<<<4, 256>>>(d, n);
    }
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%f\n", h[n - 1]);
    cudaFree(d);
    return 0;
}
