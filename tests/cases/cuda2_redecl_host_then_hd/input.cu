__host__ int clampi(int v);

__host__ __device__ int clampi(int v) { return v < 0 ? 0 : v; }

__global__ void k(int *p) { p[threadIdx.x] = clampi(p[threadIdx.x]); }

int main()
{
    return clampi(-5);
}
