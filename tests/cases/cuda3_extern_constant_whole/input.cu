extern __constant__ int lut[4];

__global__ void k(int *p) { p[threadIdx.x] = lut[threadIdx.x % 4]; }

int main()
{
    return 0;
}
