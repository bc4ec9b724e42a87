__host__ __device__ inline auto square(float x) { return x * x; }

__global__ void k(const float *in, float *out, int n)
{
    auto i = blockIdx.x * blockDim.x + threadIdx.x;
    decltype(n) limit = n;
    if (i < (unsigned)limit) {
        auto v = in[i];
        decltype(v) s = square(v);
        out[i] = s;
    }
}

int main()
{
    auto n = 128;
    float *a, *b;
    cudaMalloc((void **)&a, n * sizeof(float));
    cudaMalloc((void **)&b, n * sizeof(float));
    k<<<1, n>>>(a, b, n);
    auto r = square(3.0f);
    decltype(r) z = 9.0f;
    return r == z ? 0 : 1;
}
