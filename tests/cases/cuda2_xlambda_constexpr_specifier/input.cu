template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    run<<<1, 1>>>([] __device__() constexpr { return 1; }, o);
    return 0;
}
