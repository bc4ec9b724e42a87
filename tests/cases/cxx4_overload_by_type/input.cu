__device__ float twice(float x) { return 2.0f * x; }
__device__ int twice(int x) { return 2 * x; }
__device__ double twice(double x) { return 2.0 * x; }

__global__ void k(float *f, int *i, double *d)
{
    f[0] = twice(f[0]);
    i[0] = twice(i[0]);
    d[0] = twice(d[0]);
}

int main()
{
    float *f;
    int *i;
    double *d;
    cudaMalloc((void **)&f, sizeof(float));
    cudaMalloc((void **)&i, sizeof(int));
    cudaMalloc((void **)&d, sizeof(double));
    k<<<1, 1>>>(f, i, d);
    return 0;
}
