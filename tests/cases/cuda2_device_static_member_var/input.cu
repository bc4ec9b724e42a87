struct Stats {
    static __device__ int hits;
    static __constant__ float scale;
};

__device__ int Stats::hits;
__constant__ float Stats::scale = 1.0f;

__global__ void k(float *p)
{
    atomicAdd(&Stats::hits, 1);
    p[threadIdx.x] *= Stats::scale;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    k<<<1, 32>>>(p);
    return 0;
}
