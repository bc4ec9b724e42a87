#include <cstddef>

template <typename T>
__device__ T load_or(const T *p, int i, T fallback)
{
    return p != nullptr ? p[i] : fallback;
}

__global__ void k(const float *maybe, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = load_or(maybe, i, -1.0f);
}

int main()
{
    float *out;
    cudaMalloc((void **)&out, 32 * sizeof(float));
    k<<<1, 32>>>(nullptr, out, 32);
    decltype(nullptr) np = nullptr;
    return np == nullptr ? 0 : 1;
}
