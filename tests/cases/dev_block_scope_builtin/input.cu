// A device builtin declared at block scope is declared once, at file
// scope, with the other builtins.
static __device__ __inline__ unsigned twist(unsigned v, unsigned s) {
  extern __device__ __device_builtin__ unsigned __funnelshift_l(unsigned, unsigned, unsigned);
  return __funnelshift_l(v, v, s);
}
__global__ void k(unsigned *p) { *p = twist(*p, 3u); }
