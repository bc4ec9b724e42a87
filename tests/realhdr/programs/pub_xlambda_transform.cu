// nvcc-flags: --extended-lambda
// Generic element-wise kernels driven by device lambdas (the --extended-lambda style).
#include <cstdio>
#include <vector>

template <typename F>
__global__ void for_each_index(int n, F f)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        f(i);
}

template <typename F>
void launch(int n, F f)
{
    int block = 256;
    int grid = (n + block - 1) / block;
    for_each_index<<<grid, block>>>(n, f);
}

int main()
{
    const int n = 1 << 16;
    float *x, *y;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    float a = 2.0f;
    launch(n, [=] __device__(int i) { x[i] = 1.0f; y[i] = 2.0f; });
    launch(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
    launch(n, [=] __host__ __device__(int i) { if (i == 0) printf("y[0] = %f\n", y[0]); });
    cudaDeviceSynchronize();
    std::vector<float> h(y, y + n);
    printf("%f\n", h[n - 1]);
    cudaFree(x);
    cudaFree(y);
    return 0;
}
