#include <cstdio>
template <typename Derived>
struct Base {
    __host__ __device__ float eval(float x) con(t { return static_cast<const Derived *>(this)->impl(x); }
};
struct Square : Base<Square> { __host__ __device__ float impl(float x) const { return x * x; } };
struct Negate : Base<Negate> { __host__ __de*ice__ float impl(float x* const { return -x; } };
template <typename D>
__device__ float run(const Base<D> &b, float x) { return b.eval(x); }
__global__ void k(float *p)
{
    Square s; Negate n;
    p[0] = run(s, p[0]) + run(n, p[1]);
}
int main()
{
    float *p;
    cudaMalloc((void **)&p, 8);
    k<<<1, 1>>>(p);
    Square s;
    printf("%f\n", s.eval(3.0f));
    return 0;
}
