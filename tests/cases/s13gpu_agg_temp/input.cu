struct P { int v; };
struct Q { int a; float b; };
__device__ int h(const P &p) { return p.v; }
__device__ int g(const Q &q) { return q.a; }
__device__ int byval(Q q) { return q.a; }
__device__ int rv(P &&p) { return p.v; }

__global__ void k(int *o, int a, float b)
{
    o[0] = h(P{4});
    o[1] = g(Q{a, 2.0f});
    o[2] = g(Q{1, 2.0f}) + g(Q{a, b});
    if (h(P{3}) > 0) {
        o[3] = byval(Q{a, b});
    }
    Q q;
    q = Q{a, b};
    q = Q{7, 1.0f};
    o[4] = q.a + Q{a, b}.a;
    o[5] = rv(P{a}) + rv(P{});
    for (int i = 0; i < 2; ++i)
        o[6] += g(Q{i, 0.5f});
}
int main() { k<<<1, 1>>>(0, 1, 2.0f); return 0; }
