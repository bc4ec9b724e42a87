template <typename F>
__global__ void run(F f, int *o) { o[0] = f(3); }

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    run<<<1, 1>>>([] __host__ __device__(int i) { return i + 1; }, o);
    return 0;
}
