struct StreamGuard {
    cudaStream_t s;
    StreamGuard() { cudaStreamCreate(&s); }
    ~StreamGuard() { cudaStreamDestroy(s); }
};

__global__ void touch(int *p) { p[threadIdx.x] += 1; }

int main()
{
    int *p;
    cudaMalloc((void **)&p, 64 * sizeof(int));
    {
        StreamGuard g;
        touch<<<1, 64, 0, g.s>>>(p);
        cudaStreamSynchronize(g.s);
    }
    cudaFree(p);
    return 0;
}
