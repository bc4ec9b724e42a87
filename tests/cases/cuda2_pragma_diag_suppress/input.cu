__global__ void k(float *p)
{
#pragma nv_diag_suppress 177
    int unused_here;
    p[threadIdx.x] = 1.0f;
}

int main()
{
    int also_unused;
    return 0;
}
