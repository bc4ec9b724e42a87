__device__ float half(float x);

__host__ __device__ float half(float x) { return 0.5f * x; }

__global__ void k(float *p) { p[threadIdx.x] = half(p[threadIdx.x]); }

int main()
{
    return (int)half(0.0f);
}
