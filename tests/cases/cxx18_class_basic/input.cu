#include <cstdio>
class Counter {
public:
    __host__ __device__ Counter() : count_(0) {}
    explicit Counter(int start) : count_(start) {}
    __host__ __device__ void inc() { ++count_; }
    __host__ __device__ int get() const { return count_; }
    static int instances;
private:
    int count_;
};
int Counter::instances = 0;

__global__ void count_kernel(int *out, int n)
{
    Counter c;
    for (int i = 0; i < n; ++i) c.inc();
    out[threadIdx.x] = c.get();
}

int main()
{
    int *d = nullptr;
    cudaMalloc((void **)&d, 32 * sizeof(int));
    count_kernel<<<1, 32>>>(d, 5);
    int h[32];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    Counter c(3);
    c.inc();
    printf("%d %d\n", h[0], c.get());
    cudaFree(d);
    return 0;
}
