template <typename... Ts>
__host__ __device__ auto sum_all(Ts... vs) { return (vs + ... + 0); }

template <typename... Ts>
__host__ __device__ constexpr int count_args(Ts...) { return sizeof...(Ts); }

template <typename... Args>
__global__ void variadic_kernel(int *out, Args... args)
{
    out[threadIdx.x] = sum_all(args...) + count_args(args...);
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    variadic_kernel<<<1, 32>>>(o, 1, 2, 3);
    variadic_kernel<<<1, 32>>>(o, 5);
    return sum_all(1, 2) - 3;
}
