#include <cstdio>

__managed__ int result;
__managed__ float samples[256];

__global__ void k()
{
    samples[threadIdx.x] = threadIdx.x * 0.5f;
    if (threadIdx.x == 0)
        result = 42;
}

int main()
{
    result = 0;
    k<<<1, 256>>>();
    cudaDeviceSynchronize();
    float s = 0;
    for (int i = 0; i < 256; ++i)
        s += samples[i];
    int *p = &result;
    printf("%d %f %d\n", result, s, *p);
    return 0;
}
