__global__ void k(float *p)
{
#pragma vendor_optimize fast
    p[threadIdx.x] *= 2.0f;
}

int main()
{
    return 0;
}
