namespace gpu {
__device__ int twice(int x) { return 2 * x; }
__device__ int thrice(int x) { return 3 * x; }
__global__ void k(int *p)
{
    p[threadIdx.x] = twice(threadIdx.x) + thrice(1);
}
}

using gpu::k;

namespace host {
int helper(int v) { return v + 1; }
}

using namespace host;

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    k<<<1, 32>>>(p);
    return helper(-1);
}
