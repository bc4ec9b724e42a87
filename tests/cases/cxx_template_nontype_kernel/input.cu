template <int BLOCK, bool USE_SHARED>
__global__ void copy_kernel(const float *in, float *out, int n)
{
    __shared__ float tile[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i >= n)
        return;
    if (USE_SHARED) {
        tile[threadIdx.x] = in[i];
        __syncthreads();
        out[i] = tile[threadIdx.x];
    } else {
        out[i] = in[i];
    }
}

int main()
{
    int n = 4096;
    float *a, *b;
    cudaMalloc((void **)&a, n * sizeof(float));
    cudaMalloc((void **)&b, n * sizeof(float));
    copy_kernel<256, true><<<n / 256, 256>>>(a, b, n);
    copy_kernel<128, false><<<n / 128, 128>>>(a, b, n);
    return 0;
}
