template <typename Derived>
struct Reducer {
    __device__ float reduce(const float *p, int n) const
    {
        float acc = static_cast<const Derived *>(this)->init();
        for (int i = 0; i < n; ++i)
            acc = static_cast<const Derived *>(this)->combine(acc, p[i]);
        return acc;
    }
};

struct SumR : Reducer<SumR> {
    __device__ float init() const { return 0.0f; }
    __device__ float combine(float a, float b) const { return a + b; }
};

struct MaxR : Reducer<MaxR> {
    __device__ float init() const { return -1e30f; }
    __device__ float combine(float a, float b) const { return a > b ? a : b; }
};

template <typename R>
__global__ void run(R r, const float *p, int n, float *out) { out[0] = r.reduce(p, n); }

int main()
{
    float *p, *o;
    cudaMalloc((void **)&p, 64 * sizeof(float));
    cudaMalloc((void **)&o, sizeof(float));
    run<<<1, 1>>>(SumR(), p, 64, o);
    run<<<1, 1>>>(MaxR(), p, 64, o);
    return 0;
}
