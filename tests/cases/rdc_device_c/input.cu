extern __device__ int shared_total;
extern __device__ float external_scale(float x);

__device__ int shared_total;

__device__ float local_scale(float x)
{
    return x * 0.5f;
}

__global__ void use_external(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        x[i] = local_scale(x[i]);
        atomicAdd(&shared_total, 1);
    }
}

int main()
{
    float *x;
    cudaMalloc((void **)&x, 128 * sizeof(float));
    use_external<<<1, 128>>>(x, 128);
    return 0;
}
