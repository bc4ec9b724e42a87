constexpr int round_up(int n, int m) { return (n + m - 1) / m * m; }

__device__ int padded(int n)
{
    return round_up(n, 32);
}

__global__ void k(int *p) { p[threadIdx.x] = padded(p[threadIdx.x]); }

int main()
{
    return 0;
}
