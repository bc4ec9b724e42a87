template <typename... Ts>
__host__ __device__ auto sum_all(Ts... xs) { return (xs + ... + 0); }

template <typename... Ts>
__device__ bool all_positive(Ts... xs) { return ((xs > 0) && ...); }

__global__ void k(int *out, int a, int b, int c)
{
    out[0] = sum_all(a, b, c);
    out[1] = all_positive(a, b, c) ? 1 : 0;
}

int main()
{
    int *o = nullptr;
    cudaMalloc((void **)&o, 2 * sizeof(int));
    k<<<1, 1>>>(o, 1, 2, 3);
    cudaDeviceSynchronize();
    return sum_all(1, 2) - 3;
}
