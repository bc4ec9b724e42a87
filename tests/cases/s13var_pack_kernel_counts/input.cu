template <typename... Ts>
__global__ void count(int *out, Ts... vals)
{
    out[0] = sizeof...(Ts);
    out[1] = sizeof...(vals);
}

template <typename T, typename... Rest>
__global__ void head(T *out, T first, Rest... rest)
{
    out[0] = first + (T)sizeof...(rest);
}

int main()
{
    int *o;
    double *d;
    cudaMalloc((void **)&o, 8);
    cudaMalloc((void **)&d, 8);
    count<<<1, 1>>>(o);
    count<<<1, 1>>>(o, 1);
    count<<<1, 1>>>(o, 1, 2u, 3.0);
    head<<<1, 1>>>(d, 1.0);
    head<<<1, 1>>>(d, 1.0, 'x', 2L);
    return 0;
}
