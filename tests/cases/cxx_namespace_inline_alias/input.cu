namespace math {
inline namespace v1 {
__host__ __device__ inline float lerp(float a, float b, float t) { return a + t * (b - a); }
}
}

namespace m = math;

__global__ void blend(const float *a, const float *b, float *c, float t, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = m::lerp(a[i], b[i], t);
}

int main()
{
    float *a, *b, *c;
    cudaMalloc((void **)&a, 64 * sizeof(float));
    cudaMalloc((void **)&b, 64 * sizeof(float));
    cudaMalloc((void **)&c, 64 * sizeof(float));
    blend<<<1, 64>>>(a, b, c, 0.25f, 64);
    return math::v1::lerp(0, 2, 0.5f) == 1.0f ? 0 : 1;
}
