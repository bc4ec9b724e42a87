struct Counted {
    int value;
    int copies;
    __host__ __device__ Counted &operator=(const Counted &o)
    {
        value = o.value;
        copies = o.copies + 1;
        return *this;
    }
};

__global__ void copy(Counted *dst, const Counted *src, int n)
{
    int i = threadIdx.x;
    if (i < n)
        dst[i] = src[i];
}

int main()
{
    Counted a = {5, 0}, b = {0, 0};
    b = a;
    Counted *d, *s;
    cudaMalloc((void **)&d, 16 * sizeof(Counted));
    cudaMalloc((void **)&s, 16 * sizeof(Counted));
    copy<<<1, 16>>>(d, s, 16);
    return b.copies == 1 ? 0 : 1;
}
