__device__ int absval(int x) { return x < 0 ? -x : x; }
__device__ float absval(float x) { return x < 0 ? -x : x; }
__device__ double absval(double x) { return x < 0 ? -x : x; }

int scale(int x) { return 2 * x; }
double scale(double x) { return 2.5 * x; }
int scale(int x, int factor) { return x * factor; }

__global__ void kernel(int *i, float *f, double *d)
{
    int t = threadIdx.x;
    i[t] = absval(i[t]);
    f[t] = absval(f[t]);
    d[t] = absval(d[t]);
}

int main()
{
    int *i;
    float *f;
    double *d;
    cudaMalloc((void **)&i, 32 * sizeof(int));
    cudaMalloc((void **)&f, 32 * sizeof(float));
    cudaMalloc((void **)&d, 32 * sizeof(double));
    kernel<<<1, 32>>>(i, f, d);
    return scale(1) + (int)scale(1.0) + scale(2, 3);
}
