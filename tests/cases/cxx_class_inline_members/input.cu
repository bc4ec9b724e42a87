struct Counter {
    int value;
    __host__ __device__ Counter() : value(0) {}
    __host__ __device__ void inc() { ++value; }
    __host__ __device__ int get() const { return value; }
};

__global__ void count_kernel(int *out)
{
    Counter c;
    for (int i = 0; i < 4; ++i)
        c.inc();
    out[threadIdx.x] = c.get();
}

int main()
{
    int *d;
    cudaMalloc((void **)&d, 32 * sizeof(int));
    count_kernel<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
