constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
constexpr int fib(int n)
{
    int a = 0, b = 1;
    for (int i = 0; i < n; ++i) { int t = a + b; a = b; b = t; }
    return a;
}
static_assert(fact(5) == 120, "fact");
static_assert(fib(10) == 55, "fib");

constexpr int kBlock = fact(3) * 32;
__device__ int table[fib(7)];

__global__ void __launch_bounds__(kBlock) k(int *out)
{
    __shared__ int s[kBlock];
    s[threadIdx.x] = fib(6) + table[threadIdx.x % fib(7)];
    __syncthreads();
    out[threadIdx.x] = s[kBlock - 1 - threadIdx.x];
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, kBlock * sizeof(int));
    k<<<1, kBlock>>>(o);
    return 0;
}
