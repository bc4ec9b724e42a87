template <typename F>
__global__ void run(F f, float *o) { o[threadIdx.x] = f(threadIdx.x); }

template <typename T>
void launch_scaled(T s, float *o)
{
    run<<<1, 32>>>([=] __device__(int i) { return (float)(s * i); }, o);
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, 32 * sizeof(float));
    launch_scaled(2.0f, o);
    launch_scaled(3, o);
    return 0;
}
