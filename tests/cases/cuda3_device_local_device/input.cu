__device__ int f(int v)
{
    __device__ int cache;
    cache = v;
    return cache;
}

__global__ void k(int *p) { p[0] = f(p[0]); }

int main()
{
    return 0;
}
