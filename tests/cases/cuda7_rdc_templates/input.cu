void host_anchor(int *p) { p[0] = 0; }

template <typename T>
__global__ void axpy(T a, const T *x, T *y) { y[threadIdx.x] += a * x[threadIdx.x]; }

template <typename T>
static __global__ void zero(T *p) { p[threadIdx.x] = T(); }

template <typename T>
__global__ void special(T *p) { p[0] = 1; }

template <>
__global__ void special<int>(int *p) { p[0] = 42; }

namespace math {
template <int N>
__global__ void scaled(float *p) { p[threadIdx.x] *= N; }
}

int main()
{
    float *f = 0;
    double *g = 0;
    int *i = 0;
    axpy<<<1, 32>>>(2.0f, f, f);
    axpy<<<1, 32>>>(0.5, g, g);
    zero<<<1, 32>>>(i);
    special<<<1, 1>>>(i);
    math::scaled<4><<<1, 32>>>(f);
    void *addr = (void *)special<float>;
    return addr != 0;
}
