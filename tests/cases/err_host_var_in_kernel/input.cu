int host_global = 5;

__global__ void kernel(int *out)
{
    out[threadIdx.x] = host_global;
}

int main()
{
    int *out;
    cudaMalloc((void **)&out, 32 * sizeof(int));
    kernel<<<1, 32>>>(out);
    return 0;
}
