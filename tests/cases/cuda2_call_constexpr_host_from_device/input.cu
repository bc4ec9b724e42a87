constexpr int round_up(int v, int m) { return (v + m - 1) / m * m; }

__global__ void k(int *p, int n)
{
    p[threadIdx.x] = round_up(n, 32);
}

int main()
{
    return 0;
}
