#include <cstdio>
__device__ int f(int a, int b) { return a + b; }
__global__ void k(int *p, int n)
{
    int i = threadIdx.x;
    if (i % 2) p[i] = f(i, n); else p[i] = f(n, i);
    if (i > 3) printf("%d %d\n", i, n);
    else if (i > 1) printf("%d\n", f(i, n));
    else printf("%d %d\n", n, i);
    for (int j = 0; j < n; ++j)
        if (j) p[j] = f(j, i); else p[j] = f(i, j);
}
int main() { k<<<1, 1>>>(0, 1); return 0; }
