template <typename T>
__global__ void fill(T *p, T v, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = v;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    fill<<<1, 32>>>(p, 1, 32);
    return 0;
}
