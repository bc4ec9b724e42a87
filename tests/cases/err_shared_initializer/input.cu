__global__ void kernel(int *out)
{
    __shared__ int total = 0;
    total += threadIdx.x;
    out[0] = total;
}

int main()
{
    return 0;
}
