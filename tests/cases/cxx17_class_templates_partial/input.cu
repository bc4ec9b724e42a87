template <typename T, int N>
struct Vec {
    T d[N];
    __host__ __device__ T dot(const Vec &o) const
    {
        T s = T();
        for (int i = 0; i < N; ++i) s += d[i] * o.d[i];
        return s;
    }
};

template <typename T>
struct Vec<T, 1> {
    T d;
    __host__ __device__ T dot(const Vec &o) const { return d * o.d; }
};

template <typename T> struct Wrap { T v; };
template <typename T> struct Wrap<T *> { T *p; __host__ __device__ T get() const { return *p; } };

__global__ void k(float *o, Vec<float, 3> a, Vec<int, 1> b)
{
    Wrap<float *> w{o};
    o[0] = a.dot(a) + b.dot(b) + w.get();
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, 4);
    Vec<float, 3> a{{1, 2, 3}};
    Vec<int, 1> b{2};
    k<<<1, 1>>>(o, a, b);
    return (int)a.dot(a) - 14;
}
