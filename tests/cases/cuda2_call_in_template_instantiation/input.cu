struct HostOnly {
    int operator()(int v) const { return v + 1; }
};

struct Both {
    __host__ __device__ int operator()(int v) const { return v + 2; }
};

template <typename F>
__global__ void apply(F f, int *p) { p[threadIdx.x] = f(p[threadIdx.x]); }

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    apply<<<1, 32>>>(Both(), p);
    apply<<<1, 32>>>(HostOnly(), p);
    return 0;
}
