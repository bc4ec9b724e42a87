// Occupancy-based launch configuration, pinned host memory and async copies on streams.
#include <cstdio>
#include <cstdlib>

#define checkCuda(val) check((val), #val, __FILE__, __LINE__)
template <typename T>
void check(T result, char const *const func, const char *const file, int const line)
{
    if (result) {
        fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line, static_cast<unsigned int>(result), cudaGetErrorName(result), func);
        exit(EXIT_FAILURE);
    }
}

__global__ void __launch_bounds__(512) scale_kernel(float *__restrict__ data, float factor, int offset, int count)
{
    int i = offset + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < offset + count) data[i] = __ldg(&data[i]) * factor;
}

int main()
{
    const int nStreams = 4, n = 1 << 22, chunk = n / nStreams;
    float *h, *d;
    checkCuda(cudaMallocHost((void **)&h, n * sizeof(float)));
    checkCuda(cudaMalloc((void **)&d, n * sizeof(float)));
    for (int i = 0; i < n; ++i) h[i] = 1.0f;
    int minGrid = 0, blockSize = 0;
    checkCuda(cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, scale_kernel, 0, 0));
    cudaStream_t streams[nStreams];
    for (int s = 0; s < nStreams; ++s) checkCuda(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
    for (int s = 0; s < nStreams; ++s) {
        int off = s * chunk;
        checkCuda(cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
        scale_kernel<<<(chunk + blockSize - 1) / blockSize, blockSize, 0, streams[s]>>>(d, 3.0f, off, chunk);
        checkCuda(cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[s]));
    }
    checkCuda(cudaDeviceSynchronize());
    printf("h[0]=%f h[n-1]=%f (block %d, min grid %d)\n", h[0], h[n - 1], blockSize, minGrid);
    for (int s = 0; s < nStreams; ++s) cudaStreamDestroy(streams[s]);
    cudaFreeHost(h);
    cudaFree(d);
    return 0;
}
