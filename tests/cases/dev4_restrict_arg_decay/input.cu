// A string literal passed to a `__restrict__` parameter is cast to the
// parameter's unqualified type; `&a[i]` on an array decays with parentheses.
__device__ int log_msg(const char *__restrict__ fmt, int v) { return fmt[v]; }
__device__ unsigned bump(unsigned *p, unsigned v) { unsigned o = *p; *p += v; return o; }
__global__ void k(const unsigned char *data, unsigned *bins, int n)
{
    __shared__ unsigned local[64];
    unsigned arr[4] = {0, 1, 2, 3};
    int i = threadIdx.x;
    bump(&local[data[i]], 1u);
    bump(&arr[i & 3], 2u);
    bump(&bins[i], local[i] + arr[0]);
    log_msg("value %d\n", n);
}
