template <typename T> struct remove_ref { typedef T type; };
template <typename T> struct remove_ref<T &> { typedef T type; };

template <typename T>
__device__ T &&fwd(typename remove_ref<T>::type &t) { return static_cast<T &&>(t); }

__device__ float mul3(float a, int b, double c) { return a * b * (float)c; }

template <typename F, typename... Args>
__device__ float invoke(F f, Args &&...args) { return f(fwd<Args>(args)...); }

__global__ void k(float *out, float a, int b)
{
    double c = 2.0;
    out[0] = invoke(mul3, a, b, c);
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o, 1.5f, 2);
    return 0;
}
