#include <cstdio>
namespace outer::inner::deep {
    __device__ int scale = 3;
    __host__ __device__ inline int mul(int x) { return x * 2; }
    struct Tag { int id; };
}
namespace outer {
    inline namespace v1 { __host__ __device__ int version() { return 1; } }
    namespace alias_target { __device__ float bias(float v) { return v + 0.5f; } }
}
namespace oid = outer::inner::deep;
namespace {
    __device__ int hidden_helper(int v) { return v - 1; }
}
__global__ void k(int *out, float *f)
{
    using namespace outer::inner;
    out[0] = deep::mul(oid::scale) + outer::version() + hidden_helper(4);
    f[0] = outer::alias_target::bias(1.0f);
    oid::Tag t{7};
    out[1] = t.id;
}
int main()
{
    int *o; float *f;
    cudaMalloc((void **)&o, 8); cudaMalloc((void **)&f, 4);
    k<<<1, 1>>>(o, f);
    printf("%d\n", oid::mul(outer::v1::version()));
    return 0;
}
