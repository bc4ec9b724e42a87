template <typename T>
struct Vec {
    typedef T value_type;
    template <int I>
    __host__ __device__ T get() const { return data[I]; }
    T data[4];
};

template <typename V>
__device__ typename V::value_type first_plus_last(const V &v)
{
    typename V::value_type a = v.template get<0>();
    return a + v.template get<3>();
}

template <typename V>
__global__ void k(const V *in, typename V::value_type *out)
{
    out[threadIdx.x] = first_plus_last(in[threadIdx.x]);
}

int main()
{
    Vec<float> *v;
    float *o;
    cudaMalloc((void **)&v, 32 * sizeof(Vec<float>));
    cudaMalloc((void **)&o, 32 * sizeof(float));
    k<<<1, 32>>>(v, o);
    return 0;
}
