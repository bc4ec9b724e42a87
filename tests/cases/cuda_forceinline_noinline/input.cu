__forceinline__ __device__ float fast_mul(float a, float b)
{
    return a * b;
}

__noinline__ __device__ float slow_add(float a, float b)
{
    return a + b;
}

static __device__ __forceinline__ int lane_id()
{
    return threadIdx.x & 31;
}

__global__ void kernel(float *x)
{
    x[threadIdx.x] = slow_add(fast_mul(x[threadIdx.x], 2.0f), (float)lane_id());
}

int main()
{
    float *x;
    cudaMalloc((void **)&x, 64 * sizeof(float));
    kernel<<<1, 64>>>(x);
    return 0;
}
