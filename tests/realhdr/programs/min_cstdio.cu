#include <cstdio>
#include <cstdlib>
__global__ void k(int *p) { p[0] = 1; }
int main() { int *d; cudaMalloc(&d, 4); k<<<1,1>>>(d); printf("x\n"); return 0; }
