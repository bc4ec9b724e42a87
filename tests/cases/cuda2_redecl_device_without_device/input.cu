__device__ int twice(int x);

int twice(int x) { return x + x; }

__global__ void k(int *p) { p[threadIdx.x] = twice(threadIdx.x); }

int main()
{
    return 0;
}
