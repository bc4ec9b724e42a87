struct Saxpy {
    float a;
    __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct Square {
    __host__ __device__ int operator()(int v) const { return v * v; }
};

template <typename Op>
__global__ void apply2(Op op, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = op(x[i], y[i]);
}

int main()
{
    Saxpy s = {2.0f};
    float *x, *y;
    cudaMalloc((void **)&x, 256 * sizeof(float));
    cudaMalloc((void **)&y, 256 * sizeof(float));
    apply2<<<1, 256>>>(s, x, y, 256);
    Square sq;
    return sq(3) - 9;
}
