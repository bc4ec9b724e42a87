struct Lcg {
    unsigned state;
    __host__ __device__ unsigned operator()()
    {
        state = state * 1664525u + 1013904223u;
        return state;
    }
};

__global__ void randoms(unsigned *out, int n)
{
    Lcg g = {threadIdx.x + 1u};
    for (int i = 0; i < n; ++i)
        out[threadIdx.x * n + i] = g();
}

int main()
{
    Lcg g = {42u};
    unsigned a = g();
    unsigned b = g();
    unsigned *o;
    cudaMalloc((void **)&o, 32 * 4 * sizeof(unsigned));
    randoms<<<1, 32>>>(o, 4);
    return a != b ? 0 : 1;
}
