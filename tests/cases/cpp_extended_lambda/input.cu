template <typename F>
__global__ void for_each(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

int main()
{
    int n = 1024;
    float *x;
    cudaMalloc((void **)&x, n * sizeof(float));
    float a = 2.0f;
    for_each<<<(n + 255) / 256, 256>>>(n, [=] __device__(int i) { x[i] = a * i; });
    auto host_square = [](int v) { return v * v; };
    return host_square(3) == 9 ? 0 : 1;
}
