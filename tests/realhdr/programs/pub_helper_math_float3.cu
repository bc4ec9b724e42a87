// Particle update with helper_math-style vector operators, as in many public samples.
#include <cstdio>
#include <cstdlib>
#include <cmath>

inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
inline __host__ __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float length(float3 v) { return sqrtf(dot(v, v)); }
inline __host__ __device__ float3 normalize(float3 v) { float inv = rsqrtf(dot(v, v)); return v * inv; }

struct Particle {
    float3 pos;
    float3 vel;
    float mass;
};

__global__ void integrate(Particle *p, int n, float dt, float3 gravity)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle q = p[i];
    q.vel += gravity * dt;
    q.pos += q.vel * dt;
    if (q.pos.y < 0.0f) {
        q.pos.y = -q.pos.y;
        q.vel.y *= -0.5f;
    }
    p[i] = q;
}

__global__ void kinetic(const Particle *p, float *e, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = length(p[i].vel);
        e[i] = 0.5f * p[i].mass * v * v;
    }
}

#define CHECK(call) do { cudaError_t err_ = (call); if (err_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); exit(EXIT_FAILURE); } } while (0)

int main()
{
    const int n = 1 << 12;
    Particle *h = (Particle *)malloc(n * sizeof(Particle));
    for (int i = 0; i < n; ++i) {
        h[i].pos = make_float3(rand() / (float)RAND_MAX, 1.0f + i * 0.001f, 0.0f);
        h[i].vel = normalize(make_float3(1.0f, 0.0f, 1.0f));
        h[i].mass = 1.0f;
    }
    Particle *d; float *de;
    CHECK(cudaMalloc(&d, n * sizeof(Particle)));
    CHECK(cudaMalloc(&de, n * sizeof(float)));
    CHECK(cudaMemcpy(d, h, n * sizeof(Particle), cudaMemcpyHostToDevice));
    dim3 block(256), grid((n + block.x - 1) / block.x);
    for (int step = 0; step < 100; ++step)
        integrate<<<grid, block>>>(d, n, 0.01f, make_float3(0.0f, -9.81f, 0.0f));
    kinetic<<<grid, block>>>(d, de, n);
    CHECK(cudaGetLastError());
    float *he = (float *)malloc(n * sizeof(float));
    CHECK(cudaMemcpy(he, de, n * sizeof(float), cudaMemcpyDeviceToHost));
    double total = 0;
    for (int i = 0; i < n; ++i) total += he[i];
    printf("total kinetic energy %f\n", total);
    cudaFree(d); cudaFree(de); free(h); free(he);
    return 0;
}
