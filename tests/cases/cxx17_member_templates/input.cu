struct Acc {
    float total = 0;
    template <typename T>
    __host__ __device__ void add(T v) { total += static_cast<float>(v); }
    template <typename T, typename... R>
    __host__ __device__ void add(T v, R... r) { add(v); add(r...); }
};

template <typename T>
struct Holder {
    T v;
    template <typename U>
    __host__ __device__ U as() const { return static_cast<U>(v); }
    template <typename U>
    __host__ __device__ Holder<U> cast() const { return Holder<U>{as<U>()}; }
};

__global__ void k(float *o)
{
    Acc a;
    a.add(1, 2.0f, 3.0);
    Holder<double> h{2.5};
    o[0] = a.total + h.template as<float>() + h.cast<int>().v;
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o);
    Holder<int> h{3};
    return h.as<int>() - 3;
}
