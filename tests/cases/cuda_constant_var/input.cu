#include <stdio.h>

__constant__ float coeffs[4];
__constant__ int num_coeffs;

__global__ void poly(float *out, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float acc = 0.0f;
    for (int k = num_coeffs - 1; k >= 0; k--)
        acc = acc * x[i] + coeffs[k];
    out[i] = acc;
}

int main()
{
    float h[4] = {1.0f, 0.5f, 0.25f, 0.125f};
    int count = 4;
    cudaMemcpyToSymbol(coeffs, h, sizeof(h));
    cudaMemcpyToSymbol(&num_coeffs, &count, sizeof(int));
    float *out, *x;
    cudaMalloc((void **)&out, 256 * sizeof(float));
    cudaMalloc((void **)&x, 256 * sizeof(float));
    poly<<<2, 128>>>(out, x, 256);
    printf("done\n");
    return 0;
}
