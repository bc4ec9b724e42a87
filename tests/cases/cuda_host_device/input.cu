#include <stdio.h>

__host__ __device__ int clamp_index(int i, int n)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__device__ __host__ float blend(float a, float b)
{
    return 0.5f * (a + b);
}

__host__ int host_only(int x)
{
    return clamp_index(x, 10);
}

__global__ void kernel(float *data, int n)
{
    int i = clamp_index(threadIdx.x, n);
    data[i] = blend(data[i], 1.0f);
}

int main()
{
    printf("%d %f\n", host_only(12), blend(1.0f, 3.0f));
    float *d;
    cudaMalloc((void **)&d, 10 * sizeof(float));
    kernel<<<1, 32>>>(d, 10);
    return 0;
}
