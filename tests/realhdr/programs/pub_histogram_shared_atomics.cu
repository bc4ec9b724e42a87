// Histogram with privatized shared-memory bins, grid-stride loop, and a unified-memory input.
#include <cstdio>
#include <cstring>
#include <cstdint>

constexpr int NUM_BINS = 256;

__global__ void histogram_smem(const uint8_t *__restrict__ data, unsigned int *__restrict__ bins, size_t n)
{
    __shared__ unsigned int local[NUM_BINS];
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += stride)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main()
{
    const size_t n = 1 << 24;
    uint8_t *data;
    unsigned int *bins;
    cudaMallocManaged(&data, n);
    cudaMallocManaged(&bins, NUM_BINS * sizeof(unsigned int));
    for (size_t i = 0; i < n; ++i) data[i] = (uint8_t)(i * 2654435761u >> 24);
    memset(bins, 0, NUM_BINS * sizeof(unsigned int));
    int device = 0, sms = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    histogram_smem<<<sms * 4, 256>>>(data, bins, n);
    cudaDeviceSynchronize();
    unsigned long long total = 0;
    for (int b = 0; b < NUM_BINS; ++b) total += bins[b];
    printf("total=%llu (expected %zu)\n", total, n);
    cudaFree(data);
    cudaFree(bins);
    return total == n ? 0 : 1;
}
