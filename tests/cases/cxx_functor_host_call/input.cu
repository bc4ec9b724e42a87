struct Clamp {
    int lo, hi;
    __host__ __device__ int operator()(int v) const { return v < lo ? lo : (v > hi ? hi : v); }
};

__global__ void clamp_all(int *v, Clamp c, int n)
{
    int i = threadIdx.x;
    if (i < n)
        v[i] = c(v[i]);
}

int main()
{
    Clamp c = {0, 10};
    int a = c(-5);
    int b = c(50) + c(3);
    int *d;
    cudaMalloc((void **)&d, 32 * sizeof(int));
    clamp_all<<<1, 32>>>(d, c, 32);
    return a + b - 13;
}
