#include <cstdio>

__global__ void k(int *p, int n) { p[threadIdx.x] = n; }

int main()
{
    int blocks[] = {1, 2, 4, 8};
    int *p;
    cudaMalloc((void **)&p, 256 * sizeof(int));
    for (int b : blocks)
        k<<<b, 32>>>(p, b);
    int total = 0;
    for (const int &b : blocks)
        total += b;
    for (auto b : blocks) {
        if (b > 4)
            break;
        total -= b;
    }
    printf("%d\n", total);
    return 0;
}
