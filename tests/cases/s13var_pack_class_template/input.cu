template <typename... Ts>
struct TypeList
{
    static constexpr int size = sizeof...(Ts);
};

template <typename... Ts>
struct Holder
{
    int n;
    __device__ int count() const { return sizeof...(Ts) + n; }
};

template <typename L>
__global__ void k(int *out, L list)
{
    out[0] = list.count();
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 4);
    Holder<int, float, char> h3{1};
    Holder<> h0{2};
    k<<<1, 1>>>(o, h3);
    k<<<1, 1>>>(o, h0);
    return TypeList<int, int>::size - 2;
}
