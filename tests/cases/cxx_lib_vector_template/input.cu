#include <cstdio>
#include <cstdlib>

namespace vl {

template <typename T>
struct Vec3 {
    T x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(T a, T b, T c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(T s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ T dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

template <typename T>
__host__ __device__ Vec3<T> cross(const Vec3<T> &a, const Vec3<T> &b)
{
    return Vec3<T>(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

template <typename T>
class DeviceArray {
public:
    explicit DeviceArray(size_t n) : n_(n), p_(nullptr) { cudaMalloc((void **)&p_, n * sizeof(T)); }
    ~DeviceArray() { cudaFree(p_); }
    T *data() { return p_; }
    size_t size() const { return n_; }
private:
    size_t n_;
    T *p_;
};

template <typename T>
__global__ void integrate(Vec3<T> *pos, const Vec3<T> *vel, T dt, size_t n)
{
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        pos[i] = pos[i] + vel[i] * dt;
}

template <typename T>
__global__ void torque(const Vec3<T> *r, const Vec3<T> *f, Vec3<T> *out, size_t n)
{
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = cross(r[i], f[i]);
}

} // namespace vl

int main()
{
    const size_t n = 10000;
    vl::DeviceArray<vl::Vec3<float>> pos(n), vel(n), tq(n);
    int block = 256;
    int grid = (int)((n + block - 1) / block);
    vl::integrate<<<grid, block>>>(pos.data(), vel.data(), 0.01f, n);
    vl::torque<<<grid, block>>>(pos.data(), vel.data(), tq.data(), n);
    vl::DeviceArray<vl::Vec3<double>> dpos(n), dvel(n);
    vl::integrate<double><<<grid, block>>>(dpos.data(), dvel.data(), 0.01, n);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("failed\n");
        return EXIT_FAILURE;
    }
    vl::Vec3<float> a(1, 0, 0), b(0, 1, 0);
    return vl::cross(a, b).z == 1.0f ? 0 : 1;
}
