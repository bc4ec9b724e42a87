struct Limits {
    static constexpr int max_threads = 1024;
    static inline int calls = 0;
};

inline constexpr float kEps = 1e-6f;
inline int global_counter = 0;

__global__ void __launch_bounds__(Limits::max_threads) k(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && p[i] < kEps)
        p[i] = 0.0f;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 4096 * sizeof(float));
    k<<<4, Limits::max_threads>>>(p, 4096);
    ++Limits::calls;
    ++global_counter;
    return Limits::calls - global_counter;
}
