struct Flags {
    unsigned bits;
    __host__ __device__ Flags operator|(Flags o) const { return Flags{bits | o.bits}; }
    __host__ __device__ Flags operator&(Flags o) const { return Flags{bits & o.bits}; }
    __host__ __device__ Flags &operator|=(Flags o)
    {
        bits |= o.bits;
        return *this;
    }
};

__global__ void merge(Flags *f, Flags add, int n)
{
    int i = threadIdx.x;
    if (i < n)
        f[i] |= add;
}

int main()
{
    Flags read = {1u}, write = {2u};
    Flags rw = read | write;
    Flags r = rw & read;
    Flags *d;
    cudaMalloc((void **)&d, 32 * sizeof(Flags));
    merge<<<1, 32>>>(d, rw, 32);
    return r.bits == 1u ? 0 : 1;
}
