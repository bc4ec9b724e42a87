#include <stdio.h>

__device__ unsigned int flat_thread_id()
{
    unsigned int block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
    unsigned int threads_per_block = blockDim.x * blockDim.y * blockDim.z;
    unsigned int local = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    return block * threads_per_block + local;
}

__global__ void ids(unsigned int *out)
{
    unsigned int id = flat_thread_id();
    uint3 t = threadIdx;
    dim3 b = blockDim;
    out[id] = t.x + b.y + warpSize;
    if (id == 0)
        printf("warp size %d, grid %u\n", warpSize, gridDim.x);
}

int main()
{
    unsigned int *out;
    cudaMalloc((void **)&out, 8 * 8 * 8 * sizeof(unsigned int));
    ids<<<dim3(2, 2, 2), dim3(4, 2, 1)>>>(out);
    return 0;
}
