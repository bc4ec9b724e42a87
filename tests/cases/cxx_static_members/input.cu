#include <cstdio>

struct Config {
    static const int block = 128;
    static constexpr float scale = 0.5f;
    static int launches;
    static int grid_for(int n) { return (n + block - 1) / block; }
};

int Config::launches = 0;

__global__ void scale_kernel(float *p, int n)
{
    int i = blockIdx.x * Config::block + threadIdx.x;
    if (i < n)
        p[i] *= Config::scale;
}

int main()
{
    int n = 1000;
    float *p;
    cudaMalloc((void **)&p, n * sizeof(float));
    scale_kernel<<<Config::grid_for(n), Config::block>>>(p, n);
    ++Config::launches;
    printf("%d\n", Config::launches);
    return 0;
}
