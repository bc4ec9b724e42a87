__device__ void fill(int *p)
{
#pragma my_vendor_hint 4
    p[threadIdx.x] = 1;
}

__global__ void k(int *p) { fill(p); }

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    k<<<1, 32>>>(p);
    return 0;
}
