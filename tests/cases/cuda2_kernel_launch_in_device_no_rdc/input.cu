__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p)
{
    if (threadIdx.x == 0)
        child<<<1, 32>>>(p);
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    parent<<<1, 1>>>(p);
    return 0;
}
