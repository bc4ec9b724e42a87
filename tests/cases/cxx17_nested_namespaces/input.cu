namespace app::math::detail {
__device__ float sq(float x) { return x * x; }
}
namespace app::math {
__device__ float norm2(float x, float y) { return detail::sq(x) + detail::sq(y); }
namespace kernels {
__global__ void k(float *o, const float *x, const float *y)
{
    int i = threadIdx.x;
    o[i] = norm2(x[i], y[i]);
}
}
}
namespace am = app::math;

int main()
{
    float *o, *x, *y;
    cudaMalloc((void **)&o, 128); cudaMalloc((void **)&x, 128); cudaMalloc((void **)&y, 128);
    am::kernels::k<<<1, 32>>>(o, x, y);
    using namespace app::math::kernels;
    k<<<1, 32>>>(o, x, y);
    return 0;
}
