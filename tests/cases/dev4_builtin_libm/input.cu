// GCC math builtins stand for the C library functions: no promotions,
// and device code names the library function.
__device__ float mag(float x) { return __builtin_fabsf(x); }
__device__ double root(double x) { return __builtin_sqrt(x) + __builtin_fmin(x, 2.0); }
__device__ long lab(long v) { return __builtin_labs(v); }
__global__ void k(float *out, double *d, long *l)
{
    out[0] = mag(out[1]) + __builtin_fmaf(out[2], out[3], 1.0f);
    d[0] = root(d[1]);
    l[0] = lab(l[1]);
}
