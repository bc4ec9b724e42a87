inline constexpr int kWarp = 32;
struct Cfg {
    static inline int calls = 0;
    static constexpr float eps = 1e-6f;
};
template <typename T> constexpr T pi = T(3.14159265358979);
template <typename T> inline constexpr bool is_small = sizeof(T) <= 4;

__global__ void k(float *o)
{
    if (is_small<float>) o[threadIdx.x % kWarp] = pi<float> + Cfg::eps;
}

int main()
{
    ++Cfg::calls;
    float *o;
    cudaMalloc((void **)&o, kWarp * sizeof(float));
    k<<<1, kWarp>>>(o);
    return (int)pi<double> - 3 + Cfg::calls - 1;
}
