#include <cstdio>
template <typename... Ts>
__host__ __device__ constexpr int count_args(Ts...) { return sizeof...(Ts); }

template <typename... Ts>
__device__ float product(Ts... xs) { return (xs * ... * 1.0f); }

template <typename T, typename... Rest>
__device__ T first_of(T t, Rest...) { return t; }

template <typename... Args>
__global__ void fold_kernel(float *out, Args... args)
{
    out[0] = product(args...);
    out[1] = (float)count_args(args...);
    out[2] = first_of(args...);
}

template <typename... Ts>
void print_all(Ts... ts) { ((printf("%d ", ts)), ...); printf("\n"); }

int main()
{
    float *d;
    cudaMalloc((void **)&d, 3 * sizeof(float));
    fold_kernel<<<1, 1>>>(d, 1.0f, 2.0f, 3.0f);
    fold_kernel<<<1, 1>>>(d, 2.0f);
    print_all(1, 2, 3);
    return count_args(1, 'a', 2.0) - 3;
}
