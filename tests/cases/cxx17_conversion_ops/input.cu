struct Half {
    unsigned short bits;
    __host__ __device__ Half() : bits(0) {}
    __host__ __device__ explicit Half(float f) : bits((unsigned short)(f * 256.0f)) {}
    __host__ __device__ operator float() const { return bits / 256.0f; }
    __host__ __device__ explicit operator bool() const { return bits != 0; }
};

__global__ void k(float *o, Half h)
{
    float f = h;
    if (h) o[threadIdx.x] = f + static_cast<float>(h);
}

int main()
{
    Half h(1.5f);
    float *o;
    cudaMalloc((void **)&o, 128);
    k<<<1, 32>>>(o, h);
    return h ? 0 : 1;
}
