constexpr int cube(int x)
{
    return x * x * x;
}

constexpr int kBlock = cube(4) * 4;

__global__ void use_constexpr(int *out)
{
    out[threadIdx.x] = cube(threadIdx.x) + kBlock;
}

int main()
{
    int *out;
    cudaMalloc((void **)&out, kBlock * sizeof(int));
    use_constexpr<<<1, kBlock>>>(out);
    return 0;
}
