template <typename T>
constexpr T pi = T(3.14159265358979323846);

template <typename T>
__device__ T area(T r) { return pi<T> * r * r; }

template <typename T>
using Ptr = T *;

template <typename T>
__global__ void areas(Ptr<const T> r, Ptr<T> out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = area(r[i]);
}

int main()
{
    float *r, *a;
    cudaMalloc((void **)&r, 64 * sizeof(float));
    cudaMalloc((void **)&a, 64 * sizeof(float));
    areas<float><<<1, 64>>>(r, a, 64);
    return pi<int> - 3;
}
