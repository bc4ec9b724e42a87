__device__ __attribute__((local_maxnreg(0))) int step(int x) { return x + 1; }

__global__ void k(int *p) { p[0] = step(p[0]); }

int main()
{
    return 0;
}
