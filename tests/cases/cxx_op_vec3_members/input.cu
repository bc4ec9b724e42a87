struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3{x + o.x, y + o.y, z + o.z}; }
    __host__ __device__ Vec3 operator-(const Vec3 &o) const { return Vec3{x - o.x, y - o.y, z - o.z}; }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3{x * s, y * s, z * s}; }
    __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

__global__ void advance(Vec3 *pos, const Vec3 *vel, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        pos[i] = pos[i] + vel[i] * dt;
}

int main()
{
    Vec3 a = {1, 2, 3}, b = {4, 5, 6};
    Vec3 c = a + b;
    Vec3 d = c - a * 2.0f;
    Vec3 *p, *v;
    cudaMalloc((void **)&p, 256 * sizeof(Vec3));
    cudaMalloc((void **)&v, 256 * sizeof(Vec3));
    advance<<<1, 256>>>(p, v, 0.01f, 256);
    return d.dot(d) > 0.0f ? 0 : 1;
}
