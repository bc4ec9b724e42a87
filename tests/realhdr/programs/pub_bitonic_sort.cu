// Bitonic sort steps on the device, verified with std::is_sorted on the host.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>

__global__ void bitonic_step(float *values, int j, int k)
{
    unsigned int i = threadIdx.x + blockDim.x * blockIdx.x;
    unsigned int ixj = i ^ j;
    if (ixj > i) {
        if ((i & k) == 0) {
            if (values[i] > values[ixj]) { float t = values[i]; values[i] = values[ixj]; values[ixj] = t; }
        } else {
            if (values[i] < values[ixj]) { float t = values[i]; values[i] = values[ixj]; values[ixj] = t; }
        }
    }
}

static float random_float() { return (float)rand() / (float)RAND_MAX; }

int main()
{
    const int THREADS = 512, BLOCKS = 32, NUM = THREADS * BLOCKS;
    srand((unsigned)time(NULL));
    float *values = (float *)malloc(NUM * sizeof(float));
    std::generate(values, values + NUM, random_float);
    float *dev;
    cudaMalloc((void **)&dev, NUM * sizeof(float));
    cudaMemcpy(dev, values, NUM * sizeof(float), cudaMemcpyHostToDevice);
    dim3 blocks(BLOCKS, 1), threads(THREADS, 1);
    for (int k = 2; k <= NUM; k <<= 1)
        for (int j = k >> 1; j > 0; j = j >> 1)
            bitonic_step<<<blocks, threads>>>(dev, j, k);
    cudaMemcpy(values, dev, NUM * sizeof(float), cudaMemcpyDeviceToHost);
    bool ok = std::is_sorted(values, values + NUM);
    printf("sorted: %s\n", ok ? "yes" : "no");
    cudaFree(dev);
    free(values);
    return ok ? 0 : 1;
}
