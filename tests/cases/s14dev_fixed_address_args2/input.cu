// The same calls as s14dev_fixed_address_args, through inline host-device
// functions and the built-in float3.
struct V { float x, y; };
inline __host__ __device__ float3 mk3(float x, float y, float z) { float3 r; r.x = x; r.y = y; r.z = z; return r; }
struct P { V pos; V vel; float3 p3; float3 v3; int n; };
inline __host__ __device__ V scale(V a, float s) { V r; r.x = a.x * s; r.y = a.y * s; return r; }
inline __host__ __device__ void add(V &a, V b) { a.x += b.x; a.y += b.y; }
__device__ void add_d(V &a, V b) { a.x += b.x; a.y += b.y; }
inline __device__ void add_i(V &a, V b) { a.x += b.x; a.y += b.y; }
__host__ __device__ void add_hd(V &a, V b) { a.x += b.x; a.y += b.y; }
inline __host__ __device__ float3 operator*(float3 a, float s) { return mk3(a.x * s, a.y * s, a.z * s); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__device__ float3 mul_d(float3 a, float s) { return mk3(a.x * s, a.y * s, a.z * s); }
__device__ void addf_d(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__global__ void k(P *ps, float dt, float3 g)
{
    P q = ps[threadIdx.x];
    add(q.vel, scale(q.pos, dt));
    add_d(q.vel, scale(q.pos, dt));
    add_i(q.vel, scale(q.pos, dt));
    add_hd(q.vel, scale(q.pos, dt));
    q.v3 += g * dt;
    q.p3 += q.v3 * dt;
    addf_d(q.v3, mul_d(g, dt));
    ps[threadIdx.x] = q;
}
