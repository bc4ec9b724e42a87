#include <cstdio>
template <typename T> using Ptr = T *;
template <typename T, int N> struct Vec { T v[N]; };
template <typename T> using Vec4 = Vec<T, 4>;
using Real = float;
typedef Vec4<Real> Float4;
template <typename T> constexpr T pi_v = T(3.14159265358979);
__device__ Real scale(Ptr<const Real> p, int i) { return p[i] * pi_v<Real>; }
__global__ void k(Ptr<Real> out, const Float4 *in)
{
    Float4 f = in[0];
    out[0] = scale(f.v, 1) + (Real)pi_v<double>;
}
int main()
{
    Ptr<Real> o; Float4 *in;
    cudaMalloc((void **)&o, 4); cudaMalloc((void **)&in, sizeof(Float4));
    k<<<1, 1>>>(o, in);
    printf("%f\n", pi_v<float>);
    return 0;
}
