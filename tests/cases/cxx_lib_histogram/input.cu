#include <cstdio>
#include <cstring>

namespace hist {

template <int BINS>
struct Histogram {
    unsigned counts[BINS];
    static constexpr int bins() { return BINS; }
};

template <int BINS>
__global__ void histogram(const unsigned char *data, int n, Histogram<BINS> *out)
{
    __shared__ unsigned local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i] % BINS], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        atomicAdd(&out->counts[b], local[b]);
}

}

int main()
{
    const int n = 1 << 20;
    unsigned char *d;
    hist::Histogram<64> *h;
    cudaMalloc((void **)&d, n);
    cudaMalloc((void **)&h, sizeof(*h));
    cudaMemset(h, 0, sizeof(*h));
    hist::histogram<<<128, 256>>>(d, n, h);
    hist::Histogram<64> host;
    memset(&host, 0, sizeof(host));
    cudaMemcpy(&host, h, sizeof(host), cudaMemcpyDeviceToHost);
    printf("%u of %d bins\n", host.counts[0], hist::Histogram<64>::bins());
    return 0;
}
