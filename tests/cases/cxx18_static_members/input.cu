#include <cstdio>
struct Config {
    static constexpr int kBlock = 128;
    static const int kGrid = 4;
    static int counter;
    static inline int inline_counter = 5;
    static __host__ __device__ int twice(int v) { return 2 * v; }
};
int Config::counter = 0;
template <typename T>
struct Traits { static constexpr T zero = T(0); static T scale; };
template <typename T> T Traits<T>::scale = T(2);

__global__ void k(int *out)
{
    out[threadIdx.x] = Config::twice(Config::kBlock) + Config::kGrid + (int)Traits<float>::zero;
}
int main()
{
    int *o;
    cudaMalloc((void **)&o, Config::kBlock * sizeof(int));
    k<<<Config::kGrid, Config::kBlock>>>(o);
    Config::counter++;
    printf("%d %d %f\n", Config::counter, Config::inline_counter, Traits<float>::scale);
    return 0;
}
