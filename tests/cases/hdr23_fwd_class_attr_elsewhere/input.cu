// A class declared first without attributes, then defined (in another file)
// with an alignment attribute: the forward declaration stays as written.
struct Pair16;
struct Other;
__host__ __device__ float first_of(const Pair16 &p);
#line 1 "pair16_defs.h"
struct __attribute__((aligned(4))) Pair16 {
    unsigned short x;
    unsigned short y;
};
struct __attribute__((aligned(8))) Other { int a; int b; };
#line 12 "input.cu"
__host__ __device__ float first_of(const Pair16 &p) { return (float)p.x; }
struct Other;
__global__ void k(Pair16 *p, float *o) { o[0] = first_of(p[0]); }
