struct Guard {
    int *flag;
    __device__ explicit Guard(int *f) : flag(f) { *flag = 1; }
    __device__ ~Guard() { *flag = 0; }
};

__global__ void guarded(int *flags, int *out)
{
    Guard g(&flags[threadIdx.x]);
    out[threadIdx.x] = flags[threadIdx.x];
}

int main()
{
    int *f, *o;
    cudaMalloc((void **)&f, 32 * sizeof(int));
    cudaMalloc((void **)&o, 32 * sizeof(int));
    guarded<<<1, 32>>>(f, o);
    return 0;
}
