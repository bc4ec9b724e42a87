#include <cstdio>

__global__ void scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}

int main()
{
    int n = 1 << 12;
    float *p;
    cudaMalloc((void **)&p, n * sizeof(float));
    auto grid = [](int count, int block) { return (count + block - 1) / block; };
    int launches = 0;
    auto launch = [&](float s) {
        scale<<<grid(n, 256), 256>>>(p, s, n);
        ++launches;
    };
    launch(2.0f);
    launch(0.5f);
    auto check = [=]() mutable -> bool { return launches == 2; };
    printf("%d\n", (int)check());
    return 0;
}
