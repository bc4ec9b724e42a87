template <typename T> struct Cell { T v; };
template <typename T> struct Pair { T a, b; };

template <template <typename> class H, typename T>
__device__ T read(const H<T> &h) { return h.v; }

template <template <typename> class H>
struct Store {
    H<int> i;
    H<float> f;
};

__global__ void k(float *out)
{
    Store<Cell> s;
    s.f.v = 2.0f;
    out[threadIdx.x] = read(s.f);
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, 32 * sizeof(float));
    k<<<1, 32>>>(o);
    return 0;
}
