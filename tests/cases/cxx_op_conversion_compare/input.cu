struct Index {
    int v;
    __host__ __device__ bool operator<(int n) const { return v < n; }
    __host__ __device__ Index &operator+=(int d)
    {
        v += d;
        return *this;
    }
};

__global__ void grid_loop(float *x, int n)
{
    for (Index i = {(int)(blockIdx.x * blockDim.x + threadIdx.x)}; i < n; i += blockDim.x * gridDim.x)
        x[i.v] = 0.0f;
}

int main()
{
    float *x;
    cudaMalloc((void **)&x, 4096 * sizeof(float));
    grid_loop<<<8, 128>>>(x, 4096);
    Index i = {0};
    i += 5;
    return i < 10 ? 0 : 1;
}
