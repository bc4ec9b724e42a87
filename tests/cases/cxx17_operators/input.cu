struct V3 {
    float x, y, z;
    __host__ __device__ V3 operator+(const V3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    __host__ __device__ V3 &operator+=(const V3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
    __host__ __device__ bool operator==(const V3 &o) const { return x == o.x && y == o.y && z == o.z; }
    __host__ __device__ V3 operator-() const { return {-x, -y, -z}; }
};

__host__ __device__ inline V3 operator*(float s, const V3 &v) { return {s * v.x, s * v.y, s * v.z}; }

__global__ void k(V3 *p, int n)
{
    int i = threadIdx.x;
    if (i >= n) return;
    V3 a = p[i];
    a += 2.0f * p[0];
    p[i] = -(a + p[i]);
    if (a == p[0]) p[i].x = a[1];
}

int main()
{
    V3 *p;
    cudaMalloc((void **)&p, 32 * sizeof(V3));
    k<<<1, 32>>>(p, 32);
    V3 a{1, 2, 3};
    V3 b = a + a;
    return (int)b[2] - 6;
}
