template <typename T, int N>
struct FixedVec {
    T v[N];
};

template <typename T>
struct Box {
    T value;
};

template <template <typename> class Wrapper, typename T>
__device__ T unwrap(const Wrapper<T> &w) { return w.value; }

template <typename T, int N = 4>
__global__ void k(FixedVec<T, N> *out)
{
    Box<T> b = {T(threadIdx.x)};
    for (int i = 0; i < N; ++i)
        out->v[i] = unwrap(b);
}

int main()
{
    FixedVec<float, 4> *p;
    FixedVec<int, 8> *q;
    cudaMalloc((void **)&p, sizeof(*p));
    cudaMalloc((void **)&q, sizeof(*q));
    k<<<1, 1>>>(p);
    k<int, 8><<<1, 1>>>(q);
    return 0;
}
