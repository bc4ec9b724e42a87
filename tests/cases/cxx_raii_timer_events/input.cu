#include <cstdio>

class GpuTimer {
public:
    GpuTimer()
    {
        cudaEventCreate(&start_);
        cudaEventCreate(&stop_);
        cudaEventRecord(start_);
    }
    ~GpuTimer()
    {
        cudaEventDestroy(start_);
        cudaEventDestroy(stop_);
    }
    float elapsed()
    {
        float ms = 0;
        cudaEventRecord(stop_);
        cudaEventSynchronize(stop_);
        cudaEventElapsedTime(&ms, start_, stop_);
        return ms;
    }

private:
    cudaEvent_t start_, stop_;
};

__global__ void busy(float *x) { x[threadIdx.x] = sinf(x[threadIdx.x]); }

int main()
{
    float *x;
    cudaMalloc((void **)&x, 256 * sizeof(float));
    GpuTimer t;
    busy<<<1, 256>>>(x);
    printf("%f ms\n", t.elapsed());
    return 0;
}
