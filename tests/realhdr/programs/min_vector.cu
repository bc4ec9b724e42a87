#include <vector>
__global__ void k(int *p) { p[0] = 1; }
int main() { std::vector<int> v(4); int *d; cudaMalloc(&d, 4); k<<<1,1>>>(d); return v[0]; }
