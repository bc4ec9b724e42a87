template <typename F>
__global__ void each(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) f(i);
}

int main()
{
    float *a;
    int n = 256;
    cudaMalloc((void **)&a, n * sizeof(float));
    float s = 2.0f;
    each<<<(n + 127) / 128, 128>>>(n, [=] __device__ (int i) { a[i] = a[i] * s; });
    each<<<1, 32>>>(n, [a] __host__ __device__ (int i) { a[i] += 1.0f; });
    cudaDeviceSynchronize();
    return 0;
}
