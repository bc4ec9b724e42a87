#include <cstdio>
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    __host__ __device__ Vec3 operator*(float s) const { return {x * s, y * s, z * s}; }
    __host__ __device__ Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
    __host__ __device__ bool operator==(const Vec3 &o) const { return x == o.x && y == o.y && z == o.z; }
};
__host__ __device__ inline Vec3 operator-(const Vec3 &a) { return {-a.x, -a.y, -a.z}; }
__host__ __device__ inline float dot(const Vec3 &a, const Vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__global__ void kern(Vec3 *v, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Vec3 a = v[i] + v[i] * 2.0f;
        a += -v[i];
        out[i] = dot(a, v[i]) + a[1] + (a == v[i] ? 1.0f : 0.0f);
    }
}
int main()
{
    Vec3 *v; float *o;
    cudaMalloc((void **)&v, 64 * sizeof(Vec3));
    cudaMalloc((void **)&o, 64 * sizeof(float));
    kern<<<2, 32>>>(v, o, 64);
    cudaDeviceSynchronize();
    Vec3 a{1, 2, 3};
    printf("%f\n", dot(a + a, a));
    return 0;
}
