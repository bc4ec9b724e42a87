namespace geo {
struct P2 {
    float x, y;
};
__host__ __device__ inline P2 operator-(P2 a, P2 b) { return P2{a.x - b.x, a.y - b.y}; }
__host__ __device__ inline float cross(P2 a, P2 b) { return a.x * b.y - a.y * b.x; }
}

__global__ void areas(const geo::P2 *a, const geo::P2 *b, const geo::P2 *c, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 0.5f * geo::cross(b[i] - a[i], c[i] - a[i]);
}

int main()
{
    geo::P2 p = {1, 1}, q = {3, 4};
    geo::P2 d = q - p;
    geo::P2 *a, *b, *c;
    float *o;
    cudaMalloc((void **)&a, 64 * sizeof(geo::P2));
    cudaMalloc((void **)&b, 64 * sizeof(geo::P2));
    cudaMalloc((void **)&c, 64 * sizeof(geo::P2));
    cudaMalloc((void **)&o, 64 * sizeof(float));
    areas<<<1, 64>>>(a, b, c, o, 64);
    return d.x == 2.0f ? 0 : 1;
}
