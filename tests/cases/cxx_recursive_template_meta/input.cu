template <unsigned N>
struct Factorial {
    static constexpr unsigned long long value = N * Factorial<N - 1>::value;
};

template <>
struct Factorial<0> {
    static constexpr unsigned long long value = 1;
};

template <int N>
__device__ float power(float x) { return x * power<N - 1>(x); }

template <>
__device__ float power<0>(float) { return 1.0f; }

static_assert(Factorial<10>::value == 3628800ULL, "10!");

__global__ void k(float *p) { p[threadIdx.x] = power<5>(p[threadIdx.x]) + (float)Factorial<5>::value; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    k<<<1, 32>>>(p);
    return 0;
}
