template <int THREADS, int MIN_BLOCKS>
__global__ void __launch_bounds__(THREADS, MIN_BLOCKS) tiled(float *p)
{
    __shared__ float tile[THREADS];
    tile[threadIdx.x] = p[blockIdx.x * THREADS + threadIdx.x];
    __syncthreads();
    p[blockIdx.x * THREADS + threadIdx.x] = tile[THREADS - 1 - threadIdx.x];
}

constexpr int threads_for(int elems) { return elems > 1024 ? 256 : 128; }

__global__ void __launch_bounds__(threads_for(4096)) constexpr_bounds(float *p) { p[threadIdx.x] = 0; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 4096 * sizeof(float));
    tiled<256, 2><<<16, 256>>>(p);
    tiled<128, 4><<<32, 128>>>(p);
    constexpr_bounds<<<16, 256>>>(p);
    return 0;
}
