template<class T, class U> struct duration { T v; __host__ __device__ constexpr duration(T x):v(x){} };
template<int A, int B> struct ratio {};
namespace lit {
__host__ __device__ constexpr duration<double, ratio<3600, 1>>
operator""h(long double __h)
{
  return duration<double, ratio<3600, 1>>(__h);
}
__host__ __device__ constexpr duration<double, ratio<3600, 1> > operator""q(long double __h)
{
  return duration<double, ratio<3600, 1>>(__h);
}
}
__global__ void k(){}
