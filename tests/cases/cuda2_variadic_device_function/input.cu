__device__ int sum_ints(int count, ...)
{
    __builtin_va_list ap;
    __builtin_va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; ++i)
        s += __builtin_va_arg(ap, int);
    __builtin_va_end(ap);
    return s;
}

__global__ void k(int *p) { p[0] = sum_ints(3, 1, 2, 3); }

int main()
{
    int *p;
    cudaMalloc((void **)&p, sizeof(int));
    k<<<1, 1>>>(p);
    return 0;
}
