__global__ void kernel(int *x);

__host__ __global__ void mixed(int *x)
{
    x[0] = 0;
}

__device__ __global__ void also_mixed(int *x)
{
    x[0] = 1;
}

int main()
{
    return 0;
}
