// A class object returned by a constructor call is built in place in the
// return temporary; a class local initialized from a call returning a class
// is cleared first, then assigned.
struct Pair {
    float a, b;
    __host__ __device__ Pair(float x, float y) : a(x), b(y) {}
    __host__ __device__ Pair sum(const Pair &o) const { return Pair(a + o.a, b + o.b); }
    __host__ __device__ Pair scaled(float s) const { return Pair(a * s, b * s); }
};

struct Plain { int u, v; };

__device__ Plain make_plain(int u) { Plain p; p.u = u; p.v = u + 1; return p; }

__global__ void kernel(Pair *ps, Plain *out, int n)
{
    Pair t = ps[0].sum(ps[1]);
    Plain q = make_plain(n);
    ps[2] = t.scaled(2.0f);
    out[0] = q;
}
