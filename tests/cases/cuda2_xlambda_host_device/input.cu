template <typename F>
__global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

template <typename F>
int run_host(F f) { return f(1); }

int main()
{
    int base = 10;
    auto hd = [=] __host__ __device__(int i) { return base + i; };
    auto hd0 = [] __host__ __device__(int i) { return 2 * i; };
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    run<<<1, 32>>>(hd, o);
    run<<<1, 32>>>(hd0, o);
    return run_host(hd) + run_host(hd0) - 13;
}
