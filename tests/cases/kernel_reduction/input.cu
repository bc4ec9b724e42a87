#include <stdio.h>
#include <stdlib.h>

#define BLOCK 256

__global__ void reduce(const int *in, int *out, int n)
{
    __shared__ int sdata[BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    int v = 0;
    if (i < n)
        v = in[i];
    if (i + blockDim.x < n)
        v += in[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        for (int offset = 16; offset > 0; offset /= 2)
            v = sdata[tid] + __shfl_down_sync(0xffffffff, sdata[tid], offset);
        sdata[tid] = v;
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

int main()
{
    int n = 1 << 16;
    int *h = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        h[i] = 1;
    int *d_in, *d_out;
    int blocks = (n + BLOCK * 2 - 1) / (BLOCK * 2);
    cudaMalloc((void **)&d_in, n * sizeof(int));
    cudaMalloc((void **)&d_out, blocks * sizeof(int));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
    reduce<<<blocks, BLOCK>>>(d_in, d_out, n);
    cudaMemcpy(h, d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    long sum = 0;
    for (int i = 0; i < blocks; i++)
        sum += h[i];
    printf("sum = %ld\n", sum);
    free(h);
    return 0;
}
