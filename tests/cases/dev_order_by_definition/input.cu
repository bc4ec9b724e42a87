static __device__ int f(int);
__device__ int h(int);
__device__ int g(int x) { return x; }
static __device__ int f(int x) { return g(x) + 1; }
__device__ int h(int x) { return f(x) + 2; }
__global__ void k(int *p){ *p = f(*p) + h(*p); }
