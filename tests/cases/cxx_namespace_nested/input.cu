namespace lib {
namespace detail {
__device__ float clamp01(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
}

namespace ops {
__global__ void saturate(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = detail::clamp01(p[i]);
}
}
}

namespace lib::ops::v2 {
__global__ void saturate2(float *p, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = lib::detail::clamp01(p[i] * 2.0f);
}
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 128 * sizeof(float));
    lib::ops::saturate<<<1, 128>>>(p, 128);
    lib::ops::v2::saturate2<<<1, 128>>>(p, 128);
    return 0;
}
