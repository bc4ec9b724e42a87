// Vector addition with std::vector host buffers, chrono timing and a verification loop.
#include <iostream>
#include <vector>
#include <chrono>
#include <cmath>
#include <algorithm>

#define CUDA_CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    std::cerr << "CUDA error: " << cudaGetErrorString(e) << " at line " << __LINE__ << std::endl; return 1; } } while (0)

__global__ void vecAdd(const float *a, const float *b, float *c, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        c[i] = a[i] + b[i];
}

int main()
{
    const int N = 1 << 20;
    std::vector<float> a(N), b(N), c(N);
    for (int i = 0; i < N; ++i) { a[i] = std::sin(i) * std::sin(i); b[i] = std::cos(i) * std::cos(i); }
    float *da, *db, *dc;
    CUDA_CHECK(cudaMalloc(&da, N * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&db, N * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dc, N * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(da, a.data(), N * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(db, b.data(), N * sizeof(float), cudaMemcpyHostToDevice));
    auto t0 = std::chrono::high_resolution_clock::now();
    vecAdd<<<256, 256>>>(da, db, dc, N);
    CUDA_CHECK(cudaDeviceSynchronize());
    auto t1 = std::chrono::high_resolution_clock::now();
    double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
    CUDA_CHECK(cudaMemcpy(c.data(), dc, N * sizeof(float), cudaMemcpyDeviceToHost));
    float maxErr = 0.0f;
    for (int i = 0; i < N; ++i) maxErr = std::max(maxErr, std::fabs(c[i] - 1.0f));
    std::cout << "max error: " << maxErr << ", kernel time: " << ms << " ms\n";
    cudaFree(da); cudaFree(db); cudaFree(dc);
    return 0;
}
