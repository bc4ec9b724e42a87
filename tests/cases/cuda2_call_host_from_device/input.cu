#include <cstdlib>

float host_random() { return (float)rand() / RAND_MAX; }

__device__ float jitter(float x) { return x + host_random(); }

__global__ void k(float *p) { p[threadIdx.x] = jitter(p[threadIdx.x]); }

int main()
{
    return 0;
}
