template <int BLOCK>
__global__ void k(float *p)
{
    static_assert(BLOCK % 32 == 0, "BLOCK must be a multiple of the warp size");
    p[threadIdx.x] = 0.0f;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 100 * sizeof(float));
    k<64><<<1, 64>>>(p);
    k<100><<<1, 100>>>(p);
    return 0;
}
