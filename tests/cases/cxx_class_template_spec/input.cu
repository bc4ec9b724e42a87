template <typename T>
struct Traits {
    static const char *name() { return "generic"; }
    __host__ __device__ static T zero() { return T(0); }
};

template <>
struct Traits<float> {
    static const char *name() { return "float"; }
    __host__ __device__ static float zero() { return 0.0f; }
};

template <typename T>
__global__ void reset(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = Traits<T>::zero();
}

int main()
{
    float *f;
    int *i;
    cudaMalloc((void **)&f, 64 * sizeof(float));
    cudaMalloc((void **)&i, 64 * sizeof(int));
    reset<<<1, 64>>>(f, 64);
    reset<<<1, 64>>>(i, 64);
    return Traits<float>::name()[0] == 'f' ? 0 : 1;
}
