__device__ __attribute__((nv_register_params)) int f(int x, ...);
__device__ __attribute__((nv_register_params)) int g(int x);
__global__ void k(int *p) { }
int main() { return 0; }
