#include <stdio.h>

__global__ void hello()
{
    printf("Hello from thread %d of block %d\n", threadIdx.x, blockIdx.x);
    if (threadIdx.x == 0)
        printf("block dims: %u x %u x %u, float %f, string %s\n",
               blockDim.x, blockDim.y, blockDim.z, 1.5f, "ok");
}

int main()
{
    printf("Hello from the host\n");
    hello<<<2, 4>>>();
    cudaDeviceSynchronize();
    return 0;
}
