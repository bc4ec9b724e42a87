__device__ int lane_id() { return threadIdx.x & 31; }

__host__ __device__ int slot(int i)
{
    return i * 32 + lane_id();
}

__global__ void k(int *p) { p[threadIdx.x] = slot(blockIdx.x); }

int main()
{
    return slot(0);
}
