namespace my {
template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };
template <typename T, T v> struct integral_constant { static constexpr T value = v; };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template <typename T> struct is_integral : false_type {};
template <> struct is_integral<int> : true_type {};
template <> struct is_integral<long> : true_type {};
template <typename T> struct is_floating_point : false_type {};
template <> struct is_floating_point<float> : true_type {};
template <> struct is_floating_point<double> : true_type {};
}
template <typename T, typename my::enable_if<my::is_floating_point<T>::value, int>::type = 0>
__device__ T scale(T x) { return x * 0.5f; }

template <typename T, typename my::enable_if<my::is_integral<T>::value, int>::type = 0>
__device__ T scale(T x) { return x / 2; }

template <typename T>
__global__ void k(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = scale(p[i]);
}

int main()
{
    float *f; int *g;
    cudaMalloc((void **)&f, 64 * sizeof(float));
    cudaMalloc((void **)&g, 64 * sizeof(int));
    k<<<2, 32>>>(f, 64);
    k<int><<<2, 32>>>(g, 64);
    return 0;
}
