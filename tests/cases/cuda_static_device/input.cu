static __device__ int helper_counter;

static __device__ int helper(int x)
{
    return x * 2 + helper_counter;
}

static __global__ void internal_kernel(int *out)
{
    out[threadIdx.x] = helper(threadIdx.x);
}

void launch(int *out)
{
    internal_kernel<<<1, 32>>>(out);
}

int main()
{
    int *out;
    cudaMalloc((void **)&out, 32 * sizeof(int));
    launch(out);
    return 0;
}
