struct Key {
    int hi, lo;
    __host__ __device__ bool operator==(const Key &o) const { return hi == o.hi && lo == o.lo; }
    __host__ __device__ bool operator!=(const Key &o) const { return !(*this == o); }
    __host__ __device__ bool operator<(const Key &o) const { return hi < o.hi || (hi == o.hi && lo < o.lo); }
};

__global__ void count_less(const Key *keys, Key pivot, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && keys[i] < pivot)
        atomicAdd(out, 1);
}

int main()
{
    Key a = {1, 2}, b = {1, 3};
    if (a == b)
        return 1;
    Key *k;
    int *c;
    cudaMalloc((void **)&k, 100 * sizeof(Key));
    cudaMalloc((void **)&c, sizeof(int));
    count_less<<<1, 100>>>(k, b, c, 100);
    return (a != b && a < b) ? 0 : 2;
}
