#include <cstdio>
__host__ __device__ int f(int x) { return x; }
__host__ __device__ float f(float x) { return x * 2.0f; }
__host__ __device__ double f(double x, double y = 1.0) { return x + y; }
__device__ int g(int a, int b = 2, int c = 3) { return a + b + c; }
struct P { int v; };
__host__ __device__ int h(const P &p) { return p.v; }
__host__ __device__ int h(P &&p) { return p.v + 100; }
__global__ void k(int *o, float *fo)
{
    o[0] = f(1) + g(1) + g(1, 1) + g(1, 1, 1);
    fo[0] = f(1.0f) + (float)f(1.0);
    P p{3};
    o[1] = h(p) + h(P{4});
}
int main()
{
    int *o; float *fo;
    cudaMalloc((void **)&o, 8); cudaMalloc((void **)&fo, 4);
    k<<<1, 1>>>(o, fo);
    printf("%d %f %f\n", f(2), f(2.0f), f(2.0, 3.0));
    return 0;
}
