__device__ int scale(int x);

__host__ int scale(int x) { return 2 * x; }

__global__ void k(int *p) { p[threadIdx.x] = scale(threadIdx.x); }

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    k<<<1, 32>>>(p);
    return scale(0);
}
