// thrust: device_vector, transform with a functor, reduce and sequence.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <cstdio>

struct saxpy_functor {
    const float a;
    saxpy_functor(float a_) : a(a_) {}
    __host__ __device__ float operator()(const float &x, const float &y) const { return a * x + y; }
};

int main()
{
    const int n = 1000;
    thrust::device_vector<float> x(n), y(n, 2.0f);
    thrust::sequence(x.begin(), x.end());
    thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), saxpy_functor(3.0f));
    float sum = thrust::reduce(y.begin(), y.end(), 0.0f, thrust::plus<float>());
    thrust::host_vector<float> h = y;
    printf("sum=%f first=%f last=%f\n", sum, (float)h[0], (float)h[n - 1]);
    return 0;
}
