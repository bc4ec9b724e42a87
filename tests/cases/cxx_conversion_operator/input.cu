struct Fixed {
    int raw;
    __host__ __device__ explicit Fixed(float f) : raw((int)(f * 256.0f)) {}
    __host__ __device__ operator float() const { return raw / 256.0f; }
};

__global__ void fixed_kernel(float *out)
{
    Fixed f(1.5f);
    float v = f;
    out[threadIdx.x] = v + static_cast<float>(f);
}

int main()
{
    float *d;
    cudaMalloc((void **)&d, 32 * sizeof(float));
    fixed_kernel<<<1, 32>>>(d);
    Fixed h(2.0f);
    return (float)h == 2.0f ? 0 : 1;
}
