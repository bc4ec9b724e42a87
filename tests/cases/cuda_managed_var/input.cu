#include <stdio.h>

__managed__ int managed_sum;
__device__ __managed__ float managed_values[8];

__global__ void accumulate()
{
    managed_values[threadIdx.x] = threadIdx.x * 1.5f;
    atomicAdd(&managed_sum, (int)threadIdx.x);
}

int main()
{
    managed_sum = 0;
    accumulate<<<1, 8>>>();
    cudaDeviceSynchronize();
    printf("%d %f\n", managed_sum, managed_values[7]);
    return 0;
}
