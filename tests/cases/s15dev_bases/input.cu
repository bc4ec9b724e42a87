struct E1 { __device__ int e1() const { return 1; } __device__ int e1m() { return 2; } };
struct E2 { __device__ int e2() const { return 3; } __device__ int e2m() { return 4; } };
struct A { int a; __device__ int ga() const { return a; } __device__ int gam() { return a; } };
struct B { int b; __device__ int gb() const { return b; } __device__ int gbm() { return b; } };
struct D : A, B { int d; __device__ int gd() const { return d + ga() + gb(); } };
struct F : E1, E2, A { int f; __device__ int all() const { return e1() + e2() + ga(); } __device__ int allm() { return e1m() + e2m() + gam(); } };
struct G : E1 { __device__ int g() const { return e1(); } };
__device__ int byref(const A &x) { return x.a; }
__device__ int byrefb(const B &x) { return x.b; }
__device__ int byrefe(const E2 &x) { return x.e2(); }
__device__ int byptr(const B *x) { return x->b; }
__global__ void k(int *o, D *pd, F *pf, A *pa)
{
    D d; d.a = 1; d.b = 2; d.d = 3;
    F f; f.a = 4; f.f = 5;
    G g;
    o[0] = pa->ga();
    o[1] = pd->ga() + pd->gb() + pd->gd();
    o[2] = pf->e1() + pf->e2() + pf->all();
    o[3] = d.ga() + d.gb() + d.gam() + d.gbm();
    o[4] = f.e1() + f.e2() + f.e1m() + f.e2m() + f.ga();
    o[5] = byref(d) + byrefb(d) + byrefe(f) + byref(f) + byptr(&d) + byptr(pd);
    A *q = pd; B *r = pd; E2 *s = pf; E1 *t = &g; const E1 *u = &f;
    o[6] = q->ga() + r->gb() + s->e2() + t->e1() + u->e1() + g.g() + f.allm();
    B &rb = d; const B &crb = *pd;
    o[7] = rb.gb() + crb.gb() + rb.gbm();
}
