template <typename T, int N>
struct Array {
    T data[N];
    __host__ __device__ T &operator[](int i) { return data[i]; }
    __host__ __device__ const T &operator[](int i) const { return data[i]; }
    __host__ __device__ static constexpr int size() { return N; }
};

template <typename T, int N>
__device__ T sum(const Array<T, N> &a)
{
    T s = T();
    for (int i = 0; i < N; ++i)
        s += a[i];
    return s;
}

__global__ void k(float *out)
{
    Array<float, 4> a;
    for (int i = 0; i < a.size(); ++i)
        a[i] = i * 0.5f;
    out[0] = sum(a);
}

int main()
{
    float *d;
    cudaMalloc((void **)&d, sizeof(float));
    k<<<1, 1>>>(d);
    Array<int, 3> h;
    h[0] = 1;
    return h.size() == 3 ? 0 : 1;
}
