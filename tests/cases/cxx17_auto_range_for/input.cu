struct Range {
    int b, e;
    struct It {
        int v;
        __host__ __device__ int operator*() const { return v; }
        __host__ __device__ It &operator++() { ++v; return *this; }
        __host__ __device__ bool operator!=(const It &o) const { return v != o.v; }
    };
    __host__ __device__ It begin() const { return It{b}; }
    __host__ __device__ It end() const { return It{e}; }
};

__global__ void k(int *o)
{
    int s = 0;
    for (auto i : Range{0, 10}) s += i;
    int arr[4] = {1, 2, 3, 4};
    for (const auto &v : arr) s += v;
    o[threadIdx.x] = s;
}

int main()
{
    int total = 0;
    int three[] = {1, 2, 3};
    for (auto x : three) total += x;
    for (int v : Range{1, 4}) total += v;
    int *o;
    cudaMalloc((void **)&o, 128);
    k<<<1, 32>>>(o);
    return total - 12;
}
