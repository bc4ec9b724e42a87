// A function declared at block scope in two bodies is one entity: its
// prototype stands where the first body declared it.
static __device__ __inline__ int twice_i(int v) {
  extern __device__ int helper_fn(int a, int b);
  return helper_fn(v, v);
}
__device__ int other(int x) { return x + 1; }
static __device__ __inline__ float twice_f(float v) {
  extern __device__ int helper_fn(int a, int b);
  return (float)helper_fn((int)v, 2);
}
__global__ void k(float *p, int *q) { p[0] = twice_f(p[1]); q[0] = other(q[1]) + twice_i(q[2]); }
