struct Square {
    __device__ float operator()(float v) const { return v * v; }
};

struct AddConst {
    float c;
    __device__ float operator()(float v) const { return v + c; }
};

template <typename F>
__global__ void transform(const float *in, float *out, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = f(in[i]);
}

int main()
{
    float *a, *b;
    int n = 1 << 16;
    cudaMalloc((void **)&a, n * sizeof(float));
    cudaMalloc((void **)&b, n * sizeof(float));
    transform<<<(n + 255) / 256, 256>>>(a, b, n, Square());
    AddConst add = {1.5f};
    transform<<<(n + 255) / 256, 256>>>(b, a, n, add);
    cudaDeviceSynchronize();
    return 0;
}
