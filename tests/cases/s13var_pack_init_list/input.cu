template <typename... Ts>
__device__ int sum_array(Ts... xs)
{
    int a[] = {0, xs...};
    int s = 0;
    for (int i = 0; i < (int)(sizeof(a) / sizeof(a[0])); ++i)
        s += a[i];
    return s;
}

template <typename... Ts>
__global__ void k(int *out, Ts... xs)
{
    out[0] = sum_array(xs...);
    out[1] = sum_array((xs * 2)...);
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 8);
    k<<<1, 1>>>(o, 1, 2, 3);
    k<<<1, 1>>>(o, 4);
    return 0;
}
