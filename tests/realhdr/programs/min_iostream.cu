#include <iostream>
__global__ void k(int *p) { p[0] = 1; }
int main() { int *d; cudaMalloc(&d, 4); k<<<1,1>>>(d); std::cout << "hi\n"; return 0; }
