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
template <typename T>
__host__ __device__ auto convert(T v)
{
    if constexpr (is_int_like<T>::value) {
        return v + 1;
    } else if constexpr (same<T, float>::value) {
        return v * 2.0f;
    } else {
        return (double)v;
    }
}
template <int N>
__device__ int unroll_sum(const int *p)
{
    if constexpr (N == 0) return 0;
    else return p[N - 1] + unroll_sum<N - 1>(p);
}
__global__ void k(const int *in, int *out, float *f)
{
    out[0] = convert(in[0]);
    f[0] = convert(1.5f);
    out[1] = unroll_sum<4>(in);
}
int main()
{
    int *i, *o; float *f;
    cudaMalloc((void **)&i, 16); cudaMalloc((void **)&o, 8); cudaMalloc((void **)&f, 4);
    k<<<1, 1>>>(i, o, f);
    printf("%d %f %f\n", convert(1), convert(2.0f), convert(3.0));
    return 0;
}
