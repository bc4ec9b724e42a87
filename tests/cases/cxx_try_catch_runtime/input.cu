#include <cstdio>

struct CudaException {
    cudaError_t err;
    int line;
};

static void check(cudaError_t e, int line)
{
    if (e != cudaSuccess)
        throw CudaException{e, line};
}

__global__ void inc(int *p) { p[threadIdx.x]++; }

int main()
{
    int *p = nullptr;
    try {
        check(cudaMalloc((void **)&p, 128 * sizeof(int)), 21);
        inc<<<1, 128>>>(p);
        check(cudaDeviceSynchronize(), 23);
    } catch (const CudaException &e) {
        printf("CUDA error %d at line %d\n", (int)e.err, e.line);
        return 1;
    }
    cudaFree(p);
    return 0;
}
