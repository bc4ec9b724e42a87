#include <cstdio>

struct Kernel {
    virtual ~Kernel() {}
    virtual const char *name() const = 0;
    virtual void launch(float *p, int n) = 0;
};

__global__ void zero_kernel(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = 0.0f;
}

struct ZeroKernel : Kernel {
    const char *name() const override { return "zero"; }
    void launch(float *p, int n) override { zero_kernel<<<(n + 127) / 128, 128>>>(p, n); }
};

int main()
{
    ZeroKernel z;
    Kernel &k = z;
    float *p;
    cudaMalloc((void **)&p, 512 * sizeof(float));
    k.launch(p, 512);
    printf("%s\n", k.name());
    return 0;
}
