int host_only(int x)
{
    return x + 1;
}

__global__ void kernel(int *out)
{
    out[threadIdx.x] = host_only(threadIdx.x);
}

int main()
{
    int *out;
    cudaMalloc((void **)&out, 32 * sizeof(int));
    kernel<<<1, 32>>>(out);
    return 0;
}
