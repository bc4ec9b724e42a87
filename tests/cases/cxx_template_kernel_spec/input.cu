template <typename T>
__global__ void process(T *p, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = p[i] + 1;
}

template <>
__global__ void process<double>(double *p, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = p[i] * 2.0;
}

template __global__ void process<int>(int *, int);

int main()
{
    double *d;
    float *f;
    cudaMalloc((void **)&d, 32 * sizeof(double));
    cudaMalloc((void **)&f, 32 * sizeof(float));
    process<<<1, 32>>>(d, 32);
    process<<<1, 32>>>(f, 32);
    return 0;
}
