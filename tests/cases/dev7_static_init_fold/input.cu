__device__ float a[] = {1.0f, 2.0f};
__constant__ int c[] = {1, 2, 3};
int h[] = {1,2};
static __device__ double d = 1.0 / 3.0;
__device__ float e = 2.0f / 3.0f;
__global__ void k(float *o) { o[0] = a[1] + c[2] + d + e; }
__device__ float f = 1.0f + 2.0f * 3.0f;
__device__ int g = 7 / 2 + (1 << 3);

int main() { float *o; k<<<1,1>>>(o); return 0; }
__device__ double m = -1.0 / 0.1;
enum Mode { A = 3, B };
__device__ int md = B * 2;
__constant__ unsigned int mask = ~0u >> 4;
__device__ long big = 1L << 40;
__device__ float fl[] = { 1.0f / 8.0f, 3 * 0.5f, (float)7 / 2 };
__device__ int sz = sizeof(double) * 3;
