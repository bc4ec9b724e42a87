namespace {
template <typename T>
__global__ void fill(T *p, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

struct Helper {
    static void run(int *p) { fill<<<1, 64>>>(p, 3, 64); }
};
}

int main()
{
    int *p;
    float *q;
    cudaMalloc((void **)&p, 64 * sizeof(int));
    cudaMalloc((void **)&q, 64 * sizeof(float));
    Helper::run(p);
    fill<<<1, 64>>>(q, 1.0f, 64);
    return 0;
}
