__device__ unsigned lane()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}

__global__ void k(unsigned *p) { p[threadIdx.x] = lane(); }

int main()
{
    unsigned *p;
    cudaMalloc((void **)&p, 32 * sizeof(unsigned));
    k<<<1, 32>>>(p);
    return 0;
}
