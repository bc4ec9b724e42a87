template <typename F>
__global__ void for_each(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

int main()
{
    int n = 1 << 10;
    float *x, *y;
    cudaMalloc((void **)&x, n * sizeof(float));
    cudaMalloc((void **)&y, n * sizeof(float));
    float a = 2.0f;
    int offset = 3;
    for_each<<<(n + 255) / 256, 256>>>(n, [=] __device__(int i) { y[i] = a * x[i] + offset; });
    for_each<<<(n + 255) / 256, 256>>>(n, [x] __device__(int i) { x[i] = 0.0f; });
    return 0;
}
