__device__ __forceinline__ __noinline__ int both(int x) { return x + 1; }

__global__ void k(int *p) { p[0] = both(p[0]); }

int main()
{
    return 0;
}
