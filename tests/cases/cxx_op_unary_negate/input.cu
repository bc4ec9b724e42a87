struct Dual {
    float v, d;
    __host__ __device__ Dual operator-() const { return Dual{-v, -d}; }
    __host__ __device__ Dual operator*(const Dual &o) const { return Dual{v * o.v, v * o.d + d * o.v}; }
};

__global__ void square_neg(Dual *x, int n)
{
    int i = threadIdx.x;
    if (i < n)
        x[i] = -(x[i] * x[i]);
}

int main()
{
    Dual a = {3.0f, 1.0f};
    Dual b = -a;
    Dual c = b * a;
    Dual *d;
    cudaMalloc((void **)&d, 32 * sizeof(Dual));
    square_neg<<<1, 32>>>(d, 32);
    return c.d == -6.0f ? 0 : 1;
}
