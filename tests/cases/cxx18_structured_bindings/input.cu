#include <cstdio>
template <typename A, typename B> struct Pair { A first; B second; };
struct MinMax { int lo; int hi; };
__host__ __device__ MinMax minmax(int a, int b) { return a < b ? MinMax{a, b} : MinMax{b, a}; }

__global__ void k(const int *in, int *out)
{
    auto [lo, hi] = minmax(in[0], in[1]);
    out[0] = hi - lo;
    int arr[2] = {in[2], in[3]};
    auto &[x, y] = arr;
    out[1] = x + y;
}
int main()
{
    Pair<int, double> p{1, 2.5};
    auto [a, b] = p;
    auto [lo, hi] = minmax(5, 3);
    int *i, *o;
    cudaMalloc((void **)&i, 16); cudaMalloc((void **)&o, 8);
    k<<<1, 1>>>(i, o);
    printf("%d %f %d %d\n", a, b, lo, hi);
    return 0;
}
