// Floating literals at the edges of float and double: rounding, ties,
// denormals, hex floats and long double.
#include <cstdio>

__device__ float dev_f[] = { 16777216.0f, 16777218.0f, 0.1f, 1e-45f, 1.17549435e-38f,
                             3.4028235e38f, 0x1.8p3f, 2.5e-3f, 1234567.5f, 3697036.25f };
__device__ double dev_d[] = { 0.1, 1.0 / 3.0, 5e-324, 2.2250738585072014e-308,
                              1.7976931348623157e308, 0x1.fffffffffffffp-2, 9007199254740993.0,
                              123456789012345678.0, 1e23, 4.35e-7 };

__global__ void scale(float *out, double *dout, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = dev_f[i % 10] * 0.3333333333f + 16777218.0f;
        dout[i] = dev_d[i % 10] * 1e-7 + 0.30000000000000004;
    }
}

int main()
{
    long double ld = 1.1L + 0.1L;
    float h[] = { 16777219.5f, 0.7f, 1e10f, 8.5e-44f, 33554435.0f };
    double d[] = { 1e21, 1e22, 123456.7890123, 0.000123, 1.5e300 };
    printf("%f %f %Lf\n", h[0] + h[4], d[0] + d[2], ld);
    float *o; double *od;
    cudaMalloc((void **)&o, 40); cudaMalloc((void **)&od, 80);
    scale<<<1, 10>>>(o, od, 10);
    return 0;
}
