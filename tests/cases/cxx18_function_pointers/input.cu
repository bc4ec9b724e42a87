#include <cstdio>
typedef float (*UnaryFn)(float);
__device__ float dsq(float x) { return x * x; }
__device__ float dneg(float x) { return -x; }
__device__ UnaryFn d_table[2] = {dsq, dneg};
float hsq(float x) { return x * x; }
__global__ void k(float *p, int which)
{
    UnaryFn f = d_table[which];
    p[0] = f(p[0]);
    float (*g)(float) = &dsq;
    p[1] = (*g)(p[1]);
}
int apply(int (*fn)(int, int), int a, int b) { return fn(a, b); }
int add(int a, int b) { return a + b; }
int main()
{
    float *p;
    cudaMalloc((void **)&p, 8);
    k<<<1, 1>>>(p, 0);
    UnaryFn h = hsq;
    printf("%f %d\n", h(2.0f), apply(add, 1, 2));
    return 0;
}
