__host__ __device__ inline float3 operator+(float3 a, float3 b)
{
    float3 r = {a.x + b.x, a.y + b.y, a.z + b.z};
    return r;
}

__host__ __device__ inline float3 operator*(float s, float3 a)
{
    float3 r = {s * a.x, s * a.y, s * a.z};
    return r;
}

__host__ __device__ inline float dot(float3 a, float3 b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

__global__ void integrate(float3 *pos, const float3 *vel, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        pos[i] = pos[i] + dt * vel[i];
}

int main()
{
    float3 a = {1, 2, 3};
    float3 b = a + 2.0f * a;
    float3 *pos, *vel;
    cudaMalloc((void **)&pos, 128 * sizeof(float3));
    cudaMalloc((void **)&vel, 128 * sizeof(float3));
    integrate<<<1, 128>>>(pos, vel, 0.01f, 128);
    return (int)dot(a, b);
}
