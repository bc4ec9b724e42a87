struct Counter {
    int v;
    __host__ __device__ int operator*() const { return v; }
    __host__ __device__ Counter &operator++()
    {
        ++v;
        return *this;
    }
    __host__ __device__ bool operator!=(const Counter &o) const { return v != o.v; }
};

struct Range {
    int lo, hi;
    __host__ __device__ Counter begin() const { return Counter{lo}; }
    __host__ __device__ Counter end() const { return Counter{hi}; }
};

int main()
{
    Range r = {0, 10};
    int s = 0;
    for (int i : r)
        s += i;
    return s == 45 ? 0 : 1;
}
