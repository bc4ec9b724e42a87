template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main()
{
    int n = 256;
    float *xf, *yf;
    double *xd, *yd;
    cudaMalloc((void **)&xf, n * sizeof(float));
    cudaMalloc((void **)&yf, n * sizeof(float));
    cudaMalloc((void **)&xd, n * sizeof(double));
    cudaMalloc((void **)&yd, n * sizeof(double));
    axpy<<<1, n>>>(2.0f, xf, yf, n);
    axpy<<<1, n>>>(2.0, xd, yd, n);
    axpy<float><<<1, n>>>(3, xf, yf, n);
    return 0;
}
