template <typename T>
__device__ T safe_div(T a, T b)
{
    if constexpr (sizeof(T) == 4) {
        return b != T(0) ? a / b : T(0);
    } else {
        return a / b;
    }
}

template <bool Vectorized>
__global__ void divide(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if constexpr (Vectorized) {
        if (4 * i + 3 < n) {
            for (int j = 0; j < 4; ++j)
                c[4 * i + j] = safe_div(a[4 * i + j], b[4 * i + j]);
        }
    } else {
        if (i < n)
            c[i] = safe_div(a[i], b[i]);
    }
}

int main()
{
    float *a, *b, *c;
    cudaMalloc((void **)&a, 1024 * sizeof(float));
    cudaMalloc((void **)&b, 1024 * sizeof(float));
    cudaMalloc((void **)&c, 1024 * sizeof(float));
    divide<true><<<1, 256>>>(a, b, c, 1024);
    divide<false><<<4, 256>>>(a, b, c, 1024);
    return 0;
}
