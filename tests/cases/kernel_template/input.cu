template <typename T>
__global__ void fill(T *data, T value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = value;
}

template <typename T>
__device__ T twice(T x)
{
    return x + x;
}

template <int N>
__global__ void scale_by(float *x)
{
    x[threadIdx.x] = twice(x[threadIdx.x]) * N;
}

int main()
{
    int *ip;
    float *fp;
    cudaMalloc((void **)&ip, 64 * sizeof(int));
    cudaMalloc((void **)&fp, 64 * sizeof(float));
    fill<int><<<1, 64>>>(ip, 3, 64);
    fill<<<1, 64>>>(fp, 1.5f, 64);
    scale_by<4><<<1, 64>>>(fp);
    return 0;
}
