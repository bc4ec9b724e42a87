template <int N> __device__ int f() { return f<N+1>(); }
__global__ void k(int *p) { p[0] = f<0>(); }
