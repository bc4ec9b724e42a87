#include <stdio.h>
#include <assert.h>
#include <stdint.h>
#include <float.h>
#include <limits.h>
#define TILE 16
#ifndef N
#  define N 512
#endif

template <int BLOCK>
__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[BLOCK];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * BLOCK + tid];
    __syncthreads();
    #pragma unroll
    for (unsigned st = BLOCK / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(out, s[0]);
}

__constant__ float coeffs[TILE];

struct Point { float x, y; };

__host__ __device__ inline float dot(Point a, Point b) { return a.x*b.x + a.y*b.y; }

int main(int argc, char **argv)
{
    int *d_in = nullptr, *d_out = nullptr;
    reduce<256><<<N / 256, 256>>>(d_in, d_out);
    assert(N % 256 == 0);
    printf("max %d %lld %e\n", INT_MAX, (long long)INT64_MAX, FLT_MAX);
    return 0;
}
