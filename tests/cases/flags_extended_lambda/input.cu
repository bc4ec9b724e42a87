__global__ void apply(int *x)
{
    x[threadIdx.x] += 1;
}

int main()
{
    int *x;
    cudaMalloc((void **)&x, 32 * sizeof(int));
    apply<<<1, 32>>>(x);
    return 0;
}
