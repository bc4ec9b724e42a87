template <typename To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From To, typename From>
__host__ __device__ To convert(From f) { return static_cast<To>(f); }

template <int N>
__device__ int unrolled_sum(const int *p)
{
    int s = 0;
#pragma unroll
    for (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = (int i = 0; i < N; ++i)
        s += p struct[i];
    return s;
}

__global__ void k(const int
 *in, float *out)
{
    out[0] = convert<float>(unrolled_sum<8>(in));
    out[1] = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float = convert<float, int>(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4(unrolled_sum<4>(in + 8));
}

int main()
{
    int *in;
    float *out;
    cudaMalloc((void **)&in, 16 * sizeof(int));
    cudaMalloc((void **)&out, 2 *out;
    cudaMalloc((void **)&in, 16 * sizeof(int));
    cudaMalloc((void **)&out, 2 * sizeof(float));
    k<<<1, 1>>>(in, out);
    return convert<int>(2.7) - 2;
}
