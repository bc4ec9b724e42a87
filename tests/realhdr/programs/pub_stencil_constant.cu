// 1D stencil with shared-memory halo and a __constant__ weight table.
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include <string.h>

#define RADIUS 3
#define BLOCK_SIZE 256

__constant__ float c_weights[2 * RADIUS + 1];

__global__ void stencil_1d(const float *in, float *out, int n)
{
    __shared__ float temp[BLOCK_SIZE + 2 * RADIUS];
    int gindex = threadIdx.x + blockIdx.x * blockDim.x;
    int lindex = threadIdx.x + RADIUS;
    temp[lindex] = gindex < n ? in[gindex] : 0.0f;
    if (threadIdx.x < RADIUS) {
        temp[lindex - RADIUS] = gindex >= RADIUS ? in[gindex - RADIUS] : 0.0f;
        temp[lindex + BLOCK_SIZE] = gindex + BLOCK_SIZE < n ? in[gindex + BLOCK_SIZE] : 0.0f;
    }
    __syncthreads();
    float result = 0;
#pragma unroll
    for (int offset = -RADIUS; offset <= RADIUS; offset++)
        result += c_weights[offset + RADIUS] * temp[lindex + offset];
    if (gindex < n) out[gindex] = result;
}

int main(void)
{
    int n = BLOCK_SIZE * 64;
    size_t size = n * sizeof(float);
    float *in = (float *)malloc(size), *out = (float *)malloc(size);
    float w[2 * RADIUS + 1];
    for (int i = 0; i < 2 * RADIUS + 1; i++) w[i] = 1.0f / (2 * RADIUS + 1);
    for (int i = 0; i < n; i++) in[i] = 1.0f;
    memset(out, 0, size);
    float *d_in, *d_out;
    cudaMalloc((void **)&d_in, size);
    cudaMalloc((void **)&d_out, size);
    cudaMemcpy(d_in, in, size, cudaMemcpyHostToDevice);
    cudaMemcpyToSymbol(c_weights, w, sizeof(w));
    stencil_1d<<<n / BLOCK_SIZE, BLOCK_SIZE>>>(d_in, d_out, n);
    cudaMemcpy(out, d_out, size, cudaMemcpyDeviceToHost);
    assert(out[n / 2] > 0.99f && out[n / 2] < 1.01f);
    printf("out[%d] = %f\n", n / 2, out[n / 2]);
    free(in); free(out);
    cudaFree(d_in); cudaFree(d_out);
    return 0;
}
