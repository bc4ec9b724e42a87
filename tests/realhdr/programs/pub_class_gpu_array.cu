// A small RAII device-array class template with move semantics and a kernel taking a view.
#include <cstdio>
#include <utility>
#include <stdexcept>
#include <string>

template <typename T>
struct DeviceView {
    T *data;
    size_t size;
    __device__ T &operator[](size_t i) { return data[i]; }
    __device__ const T &operator[](size_t i) const { return data[i]; }
};

template <typename T>
class DeviceArray {
public:
    explicit DeviceArray(size_t n) : n_(n)
    {
        cudaError_t e = cudaMalloc(&ptr_, n * sizeof(T));
        if (e != cudaSuccess) throw std::runtime_error(std::string("cudaMalloc: ") + cudaGetErrorString(e));
    }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    DeviceArray(DeviceArray &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    ~DeviceArray() { if (ptr_) cudaFree(ptr_); }
    DeviceView<T> view() { return DeviceView<T>{ptr_, n_}; }
    size_t size() const { return n_; }
    void copy_to(T *host) const { cudaMemcpy(host, ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost); }

private:
    T *ptr_ = nullptr;
    size_t n_ = 0;
};

template <typename T>
__global__ void iota_kernel(DeviceView<T> v, T start)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < v.size) v[i] = start + static_cast<T>(i);
}

int main()
{
    try {
        DeviceArray<int> a(1000);
        DeviceArray<int> b = std::move(a);
        iota_kernel<<<4, 256>>>(b.view(), 10);
        int host[1000];
        b.copy_to(host);
        printf("%d %d %zu\n", host[0], host[999], b.size());
    } catch (const std::exception &e) {
        fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
