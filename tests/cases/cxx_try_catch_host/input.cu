#include <cstdio>

struct CudaError {
    cudaError_t code;
};

static void check(cudaError_t e)
{
    if (e != cudaSuccess)
        throw CudaError{e};
}

__global__ void k(int *p) { p[threadIdx.x] = 1; }

int main()
{
    try {
        int *p;
        check(cudaMalloc((void **)&p, 32 * sizeof(int)));
        k<<<1, 32>>>(p);
        check(cudaGetLastError());
    } catch (const CudaError &err) {
        printf("error %s\n", cudaGetErrorString(err.code));
        return 1;
    } catch (...) {
        return 2;
    }
    return 0;
}
