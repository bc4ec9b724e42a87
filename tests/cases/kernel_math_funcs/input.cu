#include <math.h>

__global__ void transcendental(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = in[i];
        float a = sqrtf(x) + expf(-x) + logf(1.0f + x);
        float b = sinf(x) * cosf(x) + powf(x, 2.0f);
        float c = rsqrtf(x + 1.0f) + __expf(x) + __sinf(x) + __fdividef(x, 3.0f);
        float d = fabsf(x - 1.0f) + floorf(x) + ceilf(x) + fminf(x, 1.0f) + fmaxf(x, 0.0f);
        out[i] = a + b + c + d + tanhf(x);
    }
}

__global__ void doubles(double *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = sqrt((double)i) + exp(1.0) + pow(2.0, (double)i) + fabs(-1.0);
}

int main()
{
    float *out, *in;
    double *dout;
    cudaMalloc((void **)&out, 256 * sizeof(float));
    cudaMalloc((void **)&in, 256 * sizeof(float));
    cudaMalloc((void **)&dout, 256 * sizeof(double));
    transcendental<<<1, 256>>>(out, in, 256);
    doubles<<<1, 256>>>(dout, 256);
    double host = sqrt(2.0) + floor(2.5);
    return host > 0 ? 0 : 1;
}
