// Classic reduction #6 (templated block size, unrolled warp) with timing events.
#include <cstdio>
#include <cstdlib>
#include <iostream>

template <unsigned int blockSize>
__device__ void warpReduce(volatile int *sdata, unsigned int tid)
{
    if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
    if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
    if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
    if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
    if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
    if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize>
__global__ void reduce6(const int *g_idata, int *g_odata, unsigned int n)
{
    extern __shared__ int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockSize * 2) + tid;
    unsigned int gridSize = blockSize * 2 * gridDim.x;
    sdata[tid] = 0;
    while (i < n) {
        sdata[tid] += g_idata[i];
        if (i + blockSize < n) sdata[tid] += g_idata[i + blockSize];
        i += gridSize;
    }
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
    if (tid < 32) warpReduce<blockSize>(sdata, tid);
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

void launch(int threads, int blocks, const int *in, int *out, unsigned n)
{
    size_t smem = threads * sizeof(int);
    switch (threads) {
    case 512: reduce6<512><<<blocks, threads, smem>>>(in, out, n); break;
    case 256: reduce6<256><<<blocks, threads, smem>>>(in, out, n); break;
    case 128: reduce6<128><<<blocks, threads, smem>>>(in, out, n); break;
    case 64: reduce6<64><<<blocks, threads, smem>>>(in, out, n); break;
    default: reduce6<32><<<blocks, threads, smem>>>(in, out, n); break;
    }
}

int main(int argc, char **argv)
{
    unsigned n = 1u << 20;
    int threads = argc > 1 ? atoi(argv[1]) : 256;
    int blocks = 64;
    int *h = new int[n];
    for (unsigned i = 0; i < n; ++i) h[i] = i & 7;
    int *d_in, *d_out;
    cudaMalloc((void **)&d_in, n * sizeof(int));
    cudaMalloc((void **)&d_out, blocks * sizeof(int));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    launch(threads, blocks, d_in, d_out, n);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    int partial[64];
    cudaMemcpy(partial, d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int b = 0; b < blocks; ++b) sum += partial[b];
    std::cout << "sum = " << sum << " time = " << ms << " ms" << std::endl;
    delete[] h;
    cudaFree(d_in); cudaFree(d_out);
    return 0;
}
