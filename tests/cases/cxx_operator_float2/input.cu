struct Vec2 {
    float x, y;
};

__host__ __device__ inline Vec2 operator+(Vec2 a, Vec2 b) { Vec2 r = {a.x + b.x, a.y + b.y}; return r; }
__host__ __device__ inline Vec2 operator-(Vec2 a, Vec2 b) { Vec2 r = {a.x - b.x, a.y - b.y}; return r; }
__host__ __device__ inline Vec2 operator*(float s, Vec2 v) { Vec2 r = {s * v.x, s * v.y}; return r; }
__host__ __device__ inline float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

__global__ void step(Vec2 *pos, const Vec2 *vel, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        pos[i] = pos[i] + dt * vel[i];
}

int main()
{
    Vec2 a = {1, 2}, b = {3, 4};
    Vec2 c = a - b;
    Vec2 *p, *v;
    cudaMalloc((void **)&p, 128 * sizeof(Vec2));
    cudaMalloc((void **)&v, 128 * sizeof(Vec2));
    step<<<1, 128>>>(p, v, 0.1f, 128);
    return dot(c, c) > 0 ? 0 : 1;
}
