#include <cstdio>

void log_value(int v) { printf("%d\n", v); }

__global__ void k(int *p)
{
    log_value(p[threadIdx.x]);
}

int main()
{
    return 0;
}
