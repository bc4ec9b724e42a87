struct MinMax {
    float lo, hi;
};

__host__ __device__ MinMax minmax(float a, float b)
{
    return a < b ? MinMax{a, b} : MinMax{b, a};
}

__global__ void spread(const float *a, const float *b, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        auto [lo, hi] = minmax(a[i], b[i]);
        out[i] = hi - lo;
    }
}

int main()
{
    float *a, *b, *c;
    cudaMalloc((void **)&a, 64 * sizeof(float));
    cudaMalloc((void **)&b, 64 * sizeof(float));
    cudaMalloc((void **)&c, 64 * sizeof(float));
    spread<<<1, 64>>>(a, b, c, 64);
    int pair[2] = {3, 4};
    auto &[x, y] = pair;
    x = 5;
    return pair[0] + y - 9;
}
