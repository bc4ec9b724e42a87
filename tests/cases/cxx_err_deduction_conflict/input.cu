template <typename T>
__device__ T clampv(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void k(float *p)
{
    p[threadIdx.x] = clampv(p[threadIdx.x], 0, 1.0f);
}

int main()
{
    return 0;
}
