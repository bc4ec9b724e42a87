template <typename F>
__global__ void run(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }

int main()
{
    int base = 5;
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    auto launcher = [&](int extra) {
        int total = base + extra;
        run<<<1, 32>>>([=] __device__(int i) { return total + i; }, o);
    };
    launcher(1);
    launcher(2);
    auto twice = [](int v) { return [v](int w) { return v * w; }(2); };
    return twice(3) == 6 ? 0 : 1;
}
