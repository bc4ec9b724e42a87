__global__ void kernel(int *x, int n)
{
    if (threadIdx.x < n)
        x[threadIdx.x] = 0;
}

int main()
{
    float *f;
    cudaMalloc((void **)&f, 32 * sizeof(float));
    kernel<<<1, 32>>>(f, 32);
    kernel<<<1, 32>>>(f);
    return 0;
}
