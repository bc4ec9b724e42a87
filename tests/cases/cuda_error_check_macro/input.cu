#include <stdio.h>
#include <stdlib.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err = (call);                                             \
        if (err != cudaSuccess) {                                             \
            fprintf(stderr, "CUDA error %s at %s:%d\n",                       \
                    cudaGetErrorString(err), __FILE__, __LINE__);             \
            exit(EXIT_FAILURE);                                               \
        }                                                                     \
    } while (0)

__global__ void touch(int *p)
{
    p[threadIdx.x] = threadIdx.x;
}

int main()
{
    int *d = NULL;
    CUDA_CHECK(cudaMalloc((void **)&d, 32 * sizeof(int)));
    touch<<<1, 32>>>(d);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaFree(d));
    return 0;
}
