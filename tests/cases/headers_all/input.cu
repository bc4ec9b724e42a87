#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>
#include <stdint.h>
#include <limits.h>
#include <float.h>
#include <assert.h>
#include <time.h>
#include <cuda_runtime.h>

__constant__ float scale[4];
__device__ int counter;

__global__ void kernel(float *out, const float *in, int n)
{
    __shared__ float tile[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (i < n) {
        out[i] = sqrtf(tile[threadIdx.x]) * scale[0] + fabsf(-1.0f) + max(1, 2);
        atomicAdd(&counter, 1);
        assert(i >= 0);
    }
    if (i == 0)
        printf("hello from block %d, warp size %d\n", blockIdx.x, warpSize);
}

int main()
{
    float h[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    cudaMemcpyToSymbol(scale, h, sizeof(h));
    float *d_in, *d_out;
    cudaMalloc((void **)&d_in, 256 * sizeof(float));
    cudaMalloc((void **)&d_out, 256 * sizeof(float));
    cudaMemset(d_in, 0, 256 * sizeof(float));
    dim3 grid(2), block(128);
    kernel<<<grid, block>>>(d_out, d_in, 256);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess)
        fprintf(stderr, "error: %s\n", cudaGetErrorString(err));
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    srand((unsigned)time(NULL));
    int r = rand() % 10;
    std::printf("%d %d %g %f %u\n", r, INT_MAX, FLT_EPSILON, std::sqrt(2.0), (unsigned)UINT32_MAX);
    char buf[16];
    memset(buf, 0, sizeof buf);
    strcpy(buf, "ok");
    cudaFree(d_in);
    cudaFree(d_out);
    return EXIT_SUCCESS;
}
