struct Counter {
    static int count;
    static constexpr int limit = 64;
    static int next() { return ++count; }
    __host__ __device__ static int cap(int x) { return x < limit ? x : limit; }
};
int Counter::count = 0;

template <typename T>
struct Traits {
    static constexpr int size = sizeof(T);
    static const char *name() { return "T"; }
};

__global__ void k(int *o)
{
    o[threadIdx.x] = Counter::cap(threadIdx.x * 3) + Traits<double>::size;
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, Counter::limit * sizeof(int));
    k<<<1, Counter::limit>>>(o);
    return Counter::next() + Traits<char>::size - 2;
}
