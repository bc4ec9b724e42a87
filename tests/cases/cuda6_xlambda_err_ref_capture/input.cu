template <typename F>
__global__ void run(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }

int main()
{
    int k = 4;
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    run<<<1, 32>>>([&k] __device__(int i) { return k + i; }, o);
    run<<<1, 32>>>([&] __device__(int i) { return k * i; }, o);
    return 0;
}
