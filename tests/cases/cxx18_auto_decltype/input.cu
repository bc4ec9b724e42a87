#include <cstdio>
template <typename A, typename B>
__host__ __device__ auto add(A a, B b) -> decltype(a + b) { return a + b; }
template <typename T>
__host__ __device__ decltype(auto) ident(T &t) { return (t); }
__device__ auto mk() { return 3.0f; }
__global__ void k(float *p)
{
    auto x = add(1, 2.5f);
    decltype(x) y = x * 2;
    auto &r = ident(p[0]);
    r = y + mk();
    const auto cz = 5;
    decltype(cz) w = 6;
    p[1] = (float)(cz + w);
}
int main()
{
    float *p;
    cudaMalloc((void **)&p, 8);
    k<<<1, 1>>>(p);
    auto v = add(1L, 2);
    printf("%ld\n", v);
    return 0;
}
