struct __attribute__((aligned(2*sizeof(long int)))) pair_l { long int x, y; };
struct __attribute__((aligned(4 * sizeof(unsigned long int)))) quad_ul { unsigned long int a, b, c, d; };
struct __attribute__((aligned(16))) v16 { float a[4]; };
struct __attribute__((aligned(2 + 6))) ve { int a; };
int host_a __attribute__((aligned(sizeof(int) * 2)));
__global__ void k(pair_l *p, quad_ul *q, v16 *v, ve *e) { p->x = q->a + (long)v->a[0] + e->a; }
