__global__ void k(float *out)
{
    __constant__ float c = 1.0f;
    out[threadIdx.x] = c;
}

int main()
{
    return 0;
}
