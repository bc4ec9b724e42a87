struct Acc {
    float v;
    __device__ Acc() : v(0.0f) {}
};

__global__ void k(float *out)
{
    __shared__ Acc acc;
    if (threadIdx.x == 0)
        acc.v = 1.0f;
    __syncthreads();
    out[threadIdx.x] = acc.v;
}

int main()
{
    return 0;
}
