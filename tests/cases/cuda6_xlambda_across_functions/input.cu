template <typename F>
__global__ void each(F f, int *p) { f(p + threadIdx.x); }

void first(int *p, int k)
{
    each<<<1, 32>>>([=] __device__(int *q) { *q = k; }, p);
    each<<<1, 32>>>([k] __device__(int *q) { *q += k; }, p);
}

void second(int *p)
{
    long m = 7;
    each<<<1, 32>>>([=] __device__(int *q) { *q *= (int)m; }, p);
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    first(p, 3);
    second(p);
    return 0;
}
