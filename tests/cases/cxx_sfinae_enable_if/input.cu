template <bool B, typename T = void>
struct enable_if {};
template <typename T>
struct enable_if<true, T> { typedef T type; };

template <typename T> struct is_float { static const bool value = false; };
template <> struct is_float<float> { static const bool value = true; };
template <> struct is_float<double> { static const bool value = true; };

template <typename T>
__device__ typename enable_if<is_float<T>::value, T>::type half(T x) { return x * T(0.5); }

template <typename T>
__device__ typename enable_if<!is_float<T>::value, T>::type half(T x) { return x >> 1; }

template <typename T>
__global__ void halve(T *p, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = half(p[i]);
}

int main()
{
    float *f;
    int *i;
    cudaMalloc((void **)&f, 32 * sizeof(float));
    cudaMalloc((void **)&i, 32 * sizeof(int));
    halve<<<1, 32>>>(f, 32);
    halve<<<1, 32>>>(i, 32);
    return 0;
}
