struct Builder {
    int grid = 1, block = 32;
    size_t shmem = 0;
    Builder &blocks(int g) { this->grid = g; return *this; }
    Builder &threads(int b) { block = b; return *this; }
    Builder &shared(size_t s) { shmem = s; return *this; }
};

__global__ void k(float *p)
{
    extern __shared__ float buf[];
    buf[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    p[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    Builder b;
    b.blocks(2).threads(128).shared(128 * sizeof(float));
    float *p;
    cudaMalloc((void **)&p, 256 * sizeof(float));
    k<<<b.grid, b.block, b.shmem>>>(p);
    return 0;
}
