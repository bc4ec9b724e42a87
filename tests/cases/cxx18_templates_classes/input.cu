#include <cstdio>
template <typename T, int N>
struct Array {
    T data[N];
    __host__ __device__ T &operator[](int i) { return data[i]; }
    __host__ __device__ const T &operator[](int i) const { return data[i]; }
    __host__ __device__ constexpr int size() const { return N; }
    template <typename U> __host__ __device__ U sum_as() const {
        U s = U(0);
        for (int i = 0; i < N; ++i) s += U(data[i]);
        return s;
    }
};
template <typename T> struct Array<T, 0> { __host__ __device__ constexpr int size() const { return 0; } };
template <typename T> struct Holder;
template <typename T> struct Holder<T *> { static constexpr int kind = 1; };
template <typename T> struct Holder<const T> { static constexpr int kind = 2; };

__global__ void k(float *out)
{
    Array<float, 4> a;
    for (int i = 0; i < a.size(); ++i) a[i] = i * 1.5f;
    out[0] = a.sum_as<float>() + a.template sum_as<int>() + Holder<int *>::kind + Holder<const int>::kind;
    Array<int, 0> e;
    out[1] = e.size();
}
int main()
{
    float *o;
    cudaMalloc((void **)&o, 8);
    k<<<1, 1>>>(o);
    Array<double, 2> h{{1.0, 2.0}};
    printf("%f\n", h.sum_as<double>());
    return 0;
}
