__device__ void step(int *p);

__global__ void step(int *p) { p[threadIdx.x] = 0; }

int main()
{
    return 0;
}
