template <typename T>
__host__ __device__ T maxval(T a, T b) { return a > b ? a : b; }

template <typename T, typename U>
__host__ __device__ auto add(T a, U b) -> decltype(a + b) { return a + b; }

__global__ void k(float *f, int *i, double *d)
{
    f[0] = maxval(f[0], 1.0f);
    i[0] = maxval(i[0], 2);
    d[0] = add(i[0], d[0]);
}

int main()
{
    float *f;
    int *i;
    double *d;
    cudaMalloc((void **)&f, sizeof(float));
    cudaMalloc((void **)&i, sizeof(int));
    cudaMalloc((void **)&d, sizeof(double));
    k<<<1, 1>>>(f, i, d);
    return maxval(3, 4) - 4;
}
