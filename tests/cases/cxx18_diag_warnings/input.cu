#include <cstdio>
__global__ void k(int *p)
{
    int unused_local = 3;
    int x;
    p[0] = x;
}
__host__ void host_only() {}
__device__ void dev() { host_only(); }
int main()
{
    float f = 3.7;
    int i = f;
    unsigned u = -1;
    printf("%d %u\n", i, u);
    return 0;
}
