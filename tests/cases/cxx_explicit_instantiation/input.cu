template <typename T>
__global__ void negate(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = -p[i];
}

template <typename T>
struct Ops {
    __device__ static T twice(T v) { return v + v; }
};

template __global__ void negate<float>(float *, int);
template __global__ void negate<double>(double *, int);
template struct Ops<int>;

int main()
{
    return 0;
}
