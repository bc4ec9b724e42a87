constexpr int twice(int n) { return 2 * n; }

__host__ __device__ int scaled(int n)
{
    return twice(n) + 1;
}

__global__ void k(int *p) { p[threadIdx.x] = scaled(p[threadIdx.x]); }

int main()
{
    return scaled(3);
}
