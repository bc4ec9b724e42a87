// The SharedMemory<T> proxy from the CUDA samples for dynamically sized,
// typed shared memory in templated kernels.
#include <cstdio>
#include <cstdlib>

template <class T>
struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <>
struct SharedMemory<double> {
    __device__ inline operator double *()
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
    __device__ inline operator const double *() const
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

template <class T>
__global__ void reduce3(T *g_idata, T *g_odata, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    T mySum = (i < n) ? g_idata[i] : 0;
    if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
    sdata[tid] = mySum;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template <class T>
T run(unsigned n)
{
    T *h = (T *)malloc(n * sizeof(T));
    for (unsigned i = 0; i < n; ++i) h[i] = (T)(i % 10);
    T *d_in, *d_out;
    int threads = 128, blocks = (n + threads * 2 - 1) / (threads * 2);
    cudaMalloc(&d_in, n * sizeof(T));
    cudaMalloc(&d_out, blocks * sizeof(T));
    cudaMemcpy(d_in, h, n * sizeof(T), cudaMemcpyHostToDevice);
    reduce3<T><<<blocks, threads, threads * sizeof(T)>>>(d_in, d_out, n);
    T *partial = (T *)malloc(blocks * sizeof(T));
    cudaMemcpy(partial, d_out, blocks * sizeof(T), cudaMemcpyDeviceToHost);
    T sum = 0;
    for (int b = 0; b < blocks; ++b) sum += partial[b];
    free(h); free(partial);
    cudaFree(d_in); cudaFree(d_out);
    return sum;
}

int main()
{
    printf("int %d\n", run<int>(1 << 20));
    printf("float %f\n", run<float>(1 << 20));
    printf("double %f\n", run<double>(1 << 20));
    return 0;
}
