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
template <typename T>
__device__ T twice(T x)
{
    if constexpr (my::is_integral<T>::value) {
        return x << 1;
    } else {
        return x * T(2);
    }
}

__global__ void k(int *a, float *b)
{
    a[threadIdx.x] = twice(a[threadIdx.x]);
    b[threadIdx.x] = twice(b[threadIdx.x]);
}

int main()
{
    int *a; float *b;
    cudaMalloc((void **)&a, 32 * sizeof(int));
    cudaMalloc((void **)&b, 32 * sizeof(float));
    k<<<1, 32>>>(a, b);
    return 0;
}
