__constant__ float gain = 1.0f;
__constant__ int lut[4];

__device__ void retune(float g)
{
    gain = g;
    lut[0] = 1;
}

__global__ void k(float *p)
{
    retune(p[0]);
    p[threadIdx.x] *= gain;
}

int main()
{
    return 0;
}
