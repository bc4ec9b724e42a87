template <typename T, typename U>
struct Pair {
    T a; U b;
    Pair(T x, U y) : a(x), b(y) {}
};

template <typename T>
struct Box {
    T v;
    __host__ __device__ Box(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};

__global__ void k(float *o)
{
    Box b(2.0f);
    o[0] = b.get();
}

int main()
{
    Pair p(1, 2.5);
    Box q(7);
    float *o;
    cudaMalloc((void **)&o, sizeof(float));
    k<<<1, 1>>>(o);
    return q.get() + (int)p.b - 9;
}
