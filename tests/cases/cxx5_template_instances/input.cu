// Class and function templates instantiated only from device code.
template <typename T, int N>
struct Small {
    T v[N];
    __device__ T total() const {
        T s = T();
        for (int i = 0; i < N; ++i)
            s += v[i];
        return s;
    }
};

template <typename T>
__device__ T clamp_to(T x, T lo, T hi) { return x < lo ? lo : (x > hi ? hi : x); }

__global__ void run(float *f, int *d)
{
    Small<float, 4> a;
    Small<int, 2> b;
    for (int i = 0; i < 4; ++i)
        a.v[i] = f[i];
    b.v[0] = d[0];
    b.v[1] = d[1];
    f[0] = clamp_to(a.total(), 0.0f, 1.0f);
    d[0] = clamp_to<int>(b.total(), -5, 5);
}

int main()
{
    run<<<1, 1>>>(0, 0);
    return 0;
}
