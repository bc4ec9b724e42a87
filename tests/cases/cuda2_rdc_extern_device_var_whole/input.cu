extern __device__ int shared_counter;
extern __constant__ float shared_scale;

__device__ int bump() { return atomicAdd(&shared_counter, 1); }

__global__ void k(float *p) { p[bump()] = shared_scale; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    k<<<1, 32>>>(p);
    return 0;
}
