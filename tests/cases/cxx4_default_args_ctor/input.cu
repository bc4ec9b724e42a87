struct Range {
    int lo, hi;
    __host__ __device__ Range(int l = 0, int h = 10) : lo(l), hi(h) {}
    __host__ __device__ int size() const { return hi - lo; }
};

__global__ void sizes(int *out)
{
    Range a;
    Range b(3);
    Range c(2, 5);
    out[0] = a.size() + b.size() + c.size();
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    sizes<<<1, 1>>>(o);
    Range r(1, 4);
    return r.size() - 3;
}
