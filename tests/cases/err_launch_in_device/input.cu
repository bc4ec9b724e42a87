__global__ void child(int *x)
{
    x[threadIdx.x] = 1;
}

__device__ void parent(int *x)
{
    child<<<1, 32>>>(x);
}

__global__ void root(int *x)
{
    parent(x);
}

int main()
{
    return 0;
}
