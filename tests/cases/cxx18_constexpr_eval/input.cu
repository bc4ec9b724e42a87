#include <cstdio>
__host__ __device__ constexpr int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }
constexpr int square(int x) { return x * x; }
struct Dims { int w, h; constexpr int area() const { return w * h; } };
constexpr Dims kDims{16, 8};
constexpr int kSize = kDims.area();
static_assert(factorial(5) == 120, "fact");
static_assert(kSize == 128, "area");

__constant__ float coeffs[square(3)];

template <int N>
struct Fib { static constexpr int value = Fib<N - 1>::value + Fib<N - 2>::value; };
template <> struct Fib<0> { static constexpr int value = 0; };
template <> struct Fib<1> { static constexpr int value = 1; };

__global__ void k(int *out)
{
    __shared__ int buf[kSize];
    buf[threadIdx.x] = factorial(4) + Fib<10>::value;
    __syncthreads();
    out[threadIdx.x] = buf[threadIdx.x] + (int)coeffs[0];
}
int main()
{
    int *o;
    cudaMalloc((void **)&o, kSize * sizeof(int));
    k<<<1, kSize>>>(o);
    int arr[factorial(3)];
    printf("%d %d\n", (int)sizeof(arr), Fib<12>::value);
    return 0;
}
