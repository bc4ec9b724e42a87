namespace red {

struct Plus {
    template <typename T>
    __device__ T operator()(T a, T b) const { return a + b; }
    template <typename T>
    __device__ static constexpr T identity() { return T(0); }
};

struct Max {
    template <typename T>
    __device__ T operator()(T a, T b) const { return a > b ? a : b; }
    template <typename T>
    __device__ static constexpr T identity() { return T(-1000000); }
};

template <int BLOCK, typename T, typename Op>
__global__ void __launch_bounds__(BLOCK) block_reduce(const T *in, T *out, int n, Op op)
{
    __shared__ T buf[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    buf[threadIdx.x] = i < n ? in[i] : Op::template identity<T>();
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            buf[threadIdx.x] = op(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = buf[0];
}

template <typename T, typename Op>
void reduce(const T *in, T *out, int n, Op op)
{
    constexpr int B = 256;
    block_reduce<B><<<(n + B - 1) / B, B>>>(in, out, n, op);
}

}

int main()
{
    int n = 1 << 16;
    float *in, *out;
    int *iin, *iout;
    cudaMalloc((void **)&in, n * sizeof(float));
    cudaMalloc((void **)&out, 256 * sizeof(float));
    cudaMalloc((void **)&iin, n * sizeof(int));
    cudaMalloc((void **)&iout, 256 * sizeof(int));
    red::reduce(in, out, n, red::Plus());
    red::reduce(iin, iout, n, red::Max());
    return 0;
}
