int h1, h2, h3, h4, h5, h6;
void hostf() {}
__global__ void k1() { h1 = 1; }
__device__ void d1() { h2 = 1; }
__global__ void k2() { h3 = 1; hostf(); }
__device__ void d2() { h4 = 1; }
__host__ __device__ void hd1() { h5 = 1; }
__global__ void k3() { h6 = 1; d2(); }
