struct Span {
    const float *b, *e;
    __host__ __device__ const float *begin() const { return b; }
    __host__ __device__ const float *end() const { return e; }
};

__host__ __device__ float sum(Span s)
{
    float acc = 0;
    for (float v : s)
        acc += v;
    return acc;
}

__global__ void sums(const float *x, float *out)
{
    Span s = {x + threadIdx.x * 8, x + threadIdx.x * 8 + 8};
    out[threadIdx.x] = sum(s);
}

int main()
{
    float h[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    Span s = {h, h + 8};
    float t = sum(s);
    float *x, *o;
    cudaMalloc((void **)&x, 256 * sizeof(float));
    cudaMalloc((void **)&o, 32 * sizeof(float));
    sums<<<1, 32>>>(x, o);
    return t == 36.0f ? 0 : 1;
}
