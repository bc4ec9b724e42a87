int offset(int i);

__device__ int offset(int i) { return i + 1; }

__global__ void k(int *p) { p[threadIdx.x] = offset(threadIdx.x); }

int main()
{
    return 0;
}
