__global__ void kernel(int *out)
{
    __device__ int not_allowed_here;
    __constant__ int nor_this;
    out[0] = not_allowed_here + nor_this;
}

int main()
{
    return 0;
}
