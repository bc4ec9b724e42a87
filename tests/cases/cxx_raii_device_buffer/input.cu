#include <cstdio>

class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t n) : size_(n), ptr_(nullptr) { cudaMalloc((void **)&ptr_, n * sizeof(float)); }
    ~DeviceBuffer() { cudaFree(ptr_); }
    float *get() const { return ptr_; }
    size_t size() const { return size_; }

private:
    size_t size_;
    float *ptr_;
};

__global__ void fill(float *p, float v, size_t n)
{
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

int main()
{
    DeviceBuffer buf(1024);
    fill<<<4, 256>>>(buf.get(), 1.0f, buf.size());
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("failed: %s\n", cudaGetErrorString(err));
        return 1;
    }
    return 0;
}
