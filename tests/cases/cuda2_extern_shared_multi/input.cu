__global__ void two_arrays(const float *in, float *out, int n)
{
    extern __shared__ float smem[];
    float *a = smem;
    int *b = (int *)&smem[n];
    a[threadIdx.x] = in[threadIdx.x];
    b[threadIdx.x] = (int)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = a[n - 1 - threadIdx.x] + b[threadIdx.x];
}

template <typename T>
__global__ void typed(T *out)
{
    extern __shared__ unsigned char raw[];
    T *buf = reinterpret_cast<T *>(raw);
    buf[threadIdx.x] = out[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    int n = 128;
    float *in, *out;
    double *d;
    cudaMalloc((void **)&in, n * sizeof(float));
    cudaMalloc((void **)&out, n * sizeof(float));
    cudaMalloc((void **)&d, n * sizeof(double));
    two_arrays<<<1, n, n * (sizeof(float) + sizeof(int))>>>(in, out, n);
    typed<<<1, n, n * sizeof(double)>>>(d);
    return 0;
}
