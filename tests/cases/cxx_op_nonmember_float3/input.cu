__host__ __device__ inline float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ inline float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }
__host__ __device__ inline float3 &operator+=(float3 &a, float3 b)
{
    a.x += b.x;
    a.y += b.y;
    a.z += b.z;
    return a;
}

__global__ void integrate(float3 *p, const float3 *v, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += dt * v[i];
}

int main()
{
    float3 a = make_float3(1, 2, 3);
    float3 b = a + a;
    b += 0.5f * a;
    float3 *p, *v;
    cudaMalloc((void **)&p, 64 * sizeof(float3));
    cudaMalloc((void **)&v, 64 * sizeof(float3));
    integrate<<<1, 64>>>(p, v, 0.1f, 64);
    return b.x > 0 ? 0 : 1;
}
