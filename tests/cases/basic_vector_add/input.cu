#include <stdio.h>

__global__ void vecAdd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

int main(void)
{
    const int n = 1024;
    float *a, *b, *c;
    cudaMallocManaged((void **)&a, n * sizeof(float));
    cudaMallocManaged((void **)&b, n * sizeof(float));
    cudaMallocManaged((void **)&c, n * sizeof(float));
    for (int i = 0; i < n; i++) {
        a[i] = 1.0f;
        b[i] = 2.0f;
    }
    vecAdd<<<(n + 255) / 256, 256>>>(a, b, c, n);
    cudaDeviceSynchronize();
    printf("c[0] = %f\n", c[0]);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return 0;
}
