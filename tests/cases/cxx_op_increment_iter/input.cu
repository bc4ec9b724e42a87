struct Stride {
    int pos, step;
    __host__ __device__ Stride &operator++()
    {
        pos += step;
        return *this;
    }
    __host__ __device__ Stride operator++(int)
    {
        Stride old = *this;
        pos += step;
        return old;
    }
};

__global__ void walk(int *out, int n)
{
    Stride s = {(int)threadIdx.x, (int)blockDim.x};
    while (s.pos < n) {
        out[s.pos] = s.pos;
        ++s;
    }
}

int main()
{
    Stride s = {0, 4};
    s++;
    ++s;
    Stride t = s++;
    int *o;
    cudaMalloc((void **)&o, 1024 * sizeof(int));
    walk<<<1, 128>>>(o, 1024);
    return t.pos == 8 ? 0 : 1;
}
