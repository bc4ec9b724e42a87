namespace outer {
namespace inner {
__device__ float scale(float x) { return 2.0f * x; }
__device__ int counter;
}
namespace alias_target { __device__ float twice(float x) { return x + x; } }
}
namespace oa = outer::alias_target;
using outer::inner::scale;

struct Acc {
    float sum = 0.0f;
    __device__ void add(float x) { this->sum += scale(x); sum += oa::twice(x); }
    __device__ float get() const { return this->sum + sum; }
};

namespace outer {
__global__ void k(float *p)
{
    Acc a;
    a.add(p[0]);
    p[1] = inner::scale(a.get()) + outer::inner::scale(1.0f) + (float)inner::counter;
}
}

int main()
{
    float *p = 0;
    outer::k<<<1, 1>>>(p);
    return 0;
}
