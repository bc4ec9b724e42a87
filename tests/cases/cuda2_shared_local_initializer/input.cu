__global__ void k(int *out)
{
    __shared__ int counter = 0;
    atomicAdd(&counter, 1);
    __syncthreads();
    out[0] = counter;
}

int main()
{
    return 0;
}
