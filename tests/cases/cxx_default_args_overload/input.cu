__device__ float scale(float x, float s = 2.0f) { return x * s; }
__device__ int scale(int x, int s = 3) { return x * s; }
__device__ double scale(double x) { return x * 4.0; }

__global__ void k(float *f, int *i, double *d)
{
    f[0] = scale(f[0]);
    f[1] = scale(f[1], 0.5f);
    i[0] = scale(i[0]);
    d[0] = scale(d[0]);
}

int main()
{
    float *f;
    int *i;
    double *d;
    cudaMalloc((void **)&f, 2 * sizeof(float));
    cudaMalloc((void **)&i, sizeof(int));
    cudaMalloc((void **)&d, sizeof(double));
    k<<<1, 1>>>(f, i, d);
    return 0;
}
