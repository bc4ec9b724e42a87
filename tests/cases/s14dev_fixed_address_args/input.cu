// Which arguments EDG evaluates into temporaries before a call when one of
// them is the address of a local's member.
struct V { float x, y; };
struct P { V pos; V vel; int n; };
__device__ V scale(V a, float s) { V r; r.x = a.x * s; r.y = a.y * s; return r; }
__device__ int twice(int a) { return 2 * a; }
__device__ void add(V &a, V b) { a.x += b.x; a.y += b.y; }
__device__ void addp(V *a, V b) { a->x += b.x; a->y += b.y; }
__device__ void addi(int *a, int b) { *a += b; }
__device__ V operator*(V a, float s) { return scale(a, s); }
__device__ void operator+=(V &a, V b) { add(a, b); }
__global__ void k(P *ps, float dt, int m)
{
    P q = ps[threadIdx.x];
    add(q.vel, scale(q.pos, dt));
    addp(&q.pos, scale(q.vel, dt));
    addi(&q.n, twice(m));
    addi(&q.n, m + 1);
    q.vel += q.pos * dt;
    add(q.pos, q.vel);
    ps[threadIdx.x] = q;
}
