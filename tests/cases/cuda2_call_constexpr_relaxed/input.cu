constexpr int round_up(int v, int m) { return (v + m - 1) / m * m; }
constexpr float kScale = 0.5f;

__global__ void k(int *p, int n)
{
    p[threadIdx.x] = round_up(n, 32) * kScale;
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    k<<<1, 32>>>(p, round_up(100, 32));
    return 0;
}
