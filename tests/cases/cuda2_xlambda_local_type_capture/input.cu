template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

int main()
{
    struct Cfg { int a; } cfg = {4};
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    run<<<1, 1>>>([cfg] __device__() { return cfg.a; }, o);
    return 0;
}
