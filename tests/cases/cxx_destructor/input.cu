#include <cstdio>

struct DeviceBuffer {
    float *ptr;
    size_t bytes;
    DeviceBuffer(size_t n) : ptr(0), bytes(n * sizeof(float))
    {
        cudaMalloc((void **)&ptr, bytes);
    }
    ~DeviceBuffer()
    {
        cudaFree(ptr);
    }
};

__global__ void zero(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = 0.0f;
}

int main()
{
    {
        DeviceBuffer buf(1024);
        zero<<<4, 256>>>(buf.ptr, 1024);
        cudaDeviceSynchronize();
    }
    printf("done\n");
    return 0;
}
