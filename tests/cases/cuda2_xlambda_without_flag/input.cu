template <typename F>
__global__ void run(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }

int main()
{
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    run<<<1, 32>>>([] __device__(int i) { return i * i; }, o);
    return 0;
}
