template <typename F>
__global__ void run(F f, int *p) { p[threadIdx.x] = 0; }

int main()
{
    auto l = [](int i) { return i; };
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    run<<<1, 32>>>(l, p);
    return 0;
}
