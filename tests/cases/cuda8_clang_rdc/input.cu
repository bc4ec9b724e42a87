// Separate compilation with a clang host compiler.
extern __device__ int shared_total;
__device__ int local_total;

__device__ int add(int a, int b) { return a + b; }

__global__ void accumulate(const int *in, int n)
{
    for (int i = 0; i < n; ++i)
        local_total = add(local_total, in[i]);
}

namespace {
__global__ void hidden(int *p) { p[0] = local_total; }
}

int main()
{
    int *in;
    cudaMalloc((void **)&in, 8 * sizeof(int));
    accumulate<<<1, 1>>>(in, 8);
    hidden<<<1, 1>>>(in);
    return 0;
}
