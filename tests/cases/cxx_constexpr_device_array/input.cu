constexpr int kTaps = 5;
__constant__ float taps[kTaps] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};

template <int R>
__global__ void blur(const float *in, float *out, int n)
{
    static_assert(2 * R + 1 == kTaps, "radius must match taps");
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < R || i >= n - R)
        return;
    float acc = 0.0f;
    for (int t = -R; t <= R; ++t)
        acc += taps[t + R] * in[i + t];
    out[i] = acc;
}

int main()
{
    float *a, *b;
    cudaMalloc((void **)&a, 512 * sizeof(float));
    cudaMalloc((void **)&b, 512 * sizeof(float));
    blur<2><<<2, 256>>>(a, b, 512);
    return 0;
}
