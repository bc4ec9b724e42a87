constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }
constexpr int log2i(int v) { return v <= 1 ? 0 : 1 + log2i(v / 2); }
constexpr int kThreads = 256;
constexpr int kLog = log2i(kThreads);

static_assert(ceil_div(1000, kThreads) == 4, "grid size");
static_assert(kLog == 8, "log2");

__global__ void k(int *p)
{
    int shifted = threadIdx.x >> kLog;
    p[threadIdx.x] = shifted;
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 1000 * sizeof(int));
    k<<<ceil_div(1000, kThreads), kThreads>>>(p);
    int arr[ceil_div(10, 3)];
    return sizeof(arr) / sizeof(int) == 4 ? 0 : 1;
}
