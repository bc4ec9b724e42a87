// With a clang host compiler (`--clang --clang_version`): line markers,
// the .int.c preamble and the stub follow clang's conventions.
__device__ int counter;
__constant__ float scale = 2.0f;

struct Pair {
    int a, b;
    __host__ __device__ int sum() const { return a + b; }
};

__host__ __device__ int twice(const Pair &p) { return 2 * p.sum(); }

template <typename T>
__global__ void fill(T *out, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = v * (T)scale;
}

__global__ void count(const Pair *p) { atomicAdd(&counter, twice(p[threadIdx.x])); }

static int helper(int x) { return x + 1; }

int main()
{
    float *f;
    Pair *p;
    cudaMalloc((void **)&f, 64 * sizeof(float));
    cudaMalloc((void **)&p, 32 * sizeof(Pair));
    fill<<<1, 64>>>(f, 1.5f, 64);
    count<<<1, 32>>>(p);
    return helper(0) - 1;
}
