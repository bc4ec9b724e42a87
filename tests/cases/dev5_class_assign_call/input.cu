// A class object assigned from a call: a named local (or a member of one)
// takes the result directly, even when the call's by-value arguments go
// through temporaries; an element through a pointer takes it through a
// temporary.
struct V3 { float x, y, z; };
struct V4 { float x, y, z, w; };

__device__ V3 step(V4 a, V4 b, V3 acc)
{
    acc.x += b.x - a.x;
    acc.y += b.y - a.y;
    acc.z += b.z - a.z;
    return acc;
}

struct Holder { V3 v; };

__global__ void kernel(V4 *pts, V3 *out, int n)
{
    V3 acc;
    acc.x = 0; acc.y = 0; acc.z = 0;
    V4 me = pts[0];
    Holder h;
    for (int j = 0; j < n; ++j) {
        acc = step(me, pts[j], acc);
        h.v = step(pts[j], me, acc);
        out[j] = step(me, me, acc);
    }
    out[n] = h.v;
}
