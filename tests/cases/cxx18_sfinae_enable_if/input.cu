#include <cstdio>
template <bool B, typename T = void> struct enable_if_t_ {};
template <typename T> struct enable_if_t_<true, T> { typedef T type; };
template <typename T> struct is_int_like { static constexpr bool value = false; };
template <> struct is_int_like<int> { static constexpr bool value = true; };
template <> struct is_int_like<long> { static constexpr bool value = true; };
template <typename T> struct is_fp { static constexpr bool value = false; };
template <> struct is_fp<float> { static constexpr bool value = true; };
template <> struct is_fp<double> { static constexpr bool value = true; };
template <typename A, typename B> struct same { static constexpr bool value = false; };
template <typename A> struct same<A, A> { static constexpr bool value = true; };
template <typename T, typename enable_if_t_<is_int_like<T>::value, int>::type = 0>
__host__ __device__ T twice(T v) { return v * 2; }

template <typename T, typename enable_if_t_<is_fp<T>::value, int>::type = 0>
__host__ __device__ T twice(T v) { return v + v; }

template <typename T>
__device__ typename enable_if_t_<(sizeof(T) > 4), T>::type widen(T v) { return v; }

template <typename T>
__device__ typename enable_if_t_<(sizeof(T) <= 4), long long>::type widen(T v) { return (long long)v; }

__global__ void k(int *a, float *b, double *c, long long *d)
{
    a[0] = twice(a[0]);
    b[0] = twice(b[0]);
    c[0] = widen(c[0]);
    d[0] = widen(a[1]);
}
int main()
{
    int *a; float *b; double *c; long long *d;
    cudaMalloc((void **)&a, 8); cudaMalloc((void **)&b, 4); cudaMalloc((void **)&c, 8); cudaMalloc((void **)&d, 8);
    k<<<1, 1>>>(a, b, c, d);
    printf("%d %f\n", twice(3), twice(1.5));
    return 0;
}
