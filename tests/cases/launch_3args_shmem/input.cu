__global__ void block_sum(const float *in, float *out)
{
    extern __shared__ float cache[];
    unsigned t = threadIdx.x;
    cache[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            cache[t] += cache[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = cache[0];
}

int main()
{
    float *in, *out;
    const int threads = 256, blocks = 4;
    cudaMalloc((void **)&in, threads * blocks * sizeof(float));
    cudaMalloc((void **)&out, blocks * sizeof(float));
    size_t shmem = threads * sizeof(float);
    block_sum<<<blocks, threads, shmem>>>(in, out);
    cudaDeviceSynchronize();
    return 0;
}
