template <typename... Ts>
__device__ int right_sum(Ts... xs) { return (xs + ...); }

template <typename... Ts>
__device__ int left_sum(Ts... xs) { return (... + xs); }

template <typename... Ts>
__device__ int left_init(Ts... xs) { return (100 - ... - xs); }

template <typename... Ts>
__device__ int right_init(Ts... xs) { return (xs - ... - 100); }

template <typename... Ts>
__device__ bool all_of(Ts... xs) { return (xs && ...); }

template <typename... Ts>
__device__ bool any_of(Ts... xs) { return (... || xs); }

template <typename... Ts>
__device__ void store_all(int *p, Ts... xs) { int i = 0; ((p[i++] = xs), ...); }

__global__ void k(int *p, int a, int b, int c)
{
    p[0] = right_sum(a, b, c);
    p[1] = left_sum(a, b);
    p[2] = left_init(a, b, c);
    p[3] = right_init(a);
    p[4] = all_of(a > 0, b > 0) ? 1 : 0;
    p[5] = any_of() ? 1 : 0;
    p[6] = all_of() ? 1 : 0;
    store_all(p + 7, a, b);
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 16 * sizeof(int));
    k<<<1, 1>>>(p, 1, 2, 3);
    return 0;
}
