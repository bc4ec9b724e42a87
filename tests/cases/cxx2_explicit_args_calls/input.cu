namespace util {
template <typename To, typename From>
__host__ __device__ To as(From f) { return static_cast<To>(f); }
}

template <int N>
__host__ __device__ int times(int x) { return N * x; }

template <typename T, int B>
__global__ void scale(T *p) { p[threadIdx.x] = util::as<T>(times<B>(threadIdx.x)); }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 64 * sizeof(float));
    scale<float, 2><<<1, 64>>>(p);
    return util::as<int>(times<3>(1)) - 3;
}
