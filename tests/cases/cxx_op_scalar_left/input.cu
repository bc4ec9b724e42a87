struct Vec2 {
    double x, y;
};

__host__ __device__ inline Vec2 operator*(double s, const Vec2 &v) { return Vec2{s * v.x, s * v.y}; }
__host__ __device__ inline Vec2 operator+(const Vec2 &a, const Vec2 &b) { return Vec2{a.x + b.x, a.y + b.y}; }

__global__ void lerp(const Vec2 *a, const Vec2 *b, Vec2 *out, double t, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = (1.0 - t) * a[i] + t * b[i];
}

int main()
{
    Vec2 a = {0, 0}, b = {2, 4};
    Vec2 m = 0.5 * a + 0.5 * b;
    Vec2 *pa, *pb, *po;
    cudaMalloc((void **)&pa, 32 * sizeof(Vec2));
    cudaMalloc((void **)&pb, 32 * sizeof(Vec2));
    cudaMalloc((void **)&po, 32 * sizeof(Vec2));
    lerp<<<1, 32>>>(pa, pb, po, 0.25, 32);
    return m.y == 2.0 ? 0 : 1;
}
