template <typename... Args>
__global__ void vk(int *o, Args... args)
{
    o[0] = sizeof...(Args);
}

template <typename T, typename... Rest>
__device__ T first(T t, Rest...) { return t; }

template <typename... Ts>
__global__ void vk2(float *o, Ts... ts) { o[0] = first(ts...); }

int main()
{
    int *o; float *f;
    cudaMalloc((void **)&o, 4); cudaMalloc((void **)&f, 4);
    vk<<<1, 1>>>(o, 1, 2.0f, 'c');
    vk<<<1, 1>>>(o);
    vk2<<<1, 1>>>(f, 1.5f, 2, 3.0);
    return 0;
}
