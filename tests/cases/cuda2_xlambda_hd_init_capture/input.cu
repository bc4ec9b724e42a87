template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    run<<<1, 1>>>([v = 5] __host__ __device__() { return v; }, o);
    return 0;
}
