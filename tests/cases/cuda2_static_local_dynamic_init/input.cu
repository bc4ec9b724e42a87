__device__ int compute_seed(int x) { return x * 7; }

__global__ void k(int *out)
{
    static int seed = compute_seed(threadIdx.x);
    out[threadIdx.x] = seed;
}

int main()
{
    return 0;
}
