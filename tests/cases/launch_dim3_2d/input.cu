__global__ void add2d(float *c, const float *a, const float *b, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        c[y * w + x] = a[y * w + x] + b[y * w + x];
}

int main()
{
    int w = 640, h = 480;
    float *a, *b, *c;
    cudaMalloc((void **)&a, w * h * sizeof(float));
    cudaMalloc((void **)&b, w * h * sizeof(float));
    cudaMalloc((void **)&c, w * h * sizeof(float));
    dim3 block(16, 16);
    dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
    add2d<<<grid, block>>>(c, a, b, w, h);
    dim3 one;
    add2d<<<one, dim3(16, 16, 1)>>>(c, a, b, 16, 16);
    cudaDeviceSynchronize();
    return 0;
}
