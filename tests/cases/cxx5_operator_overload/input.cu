// Operators overloaded on a device struct: members and free functions.
struct V3 {
    float x, y, z;
    __device__ V3 operator+(const V3 &o) const { return V3{x + o.x, y + o.y, z + o.z}; }
    __device__ V3 &operator*=(float s) { x *= s; y *= s; z *= s; return *this; }
    __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
    __device__ bool operator==(const V3 &o) const { return x == o.x && y == o.y && z == o.z; }
};

__device__ V3 operator-(const V3 &a) { return V3{-a.x, -a.y, -a.z}; }

__global__ void ops(V3 *p, float *out)
{
    V3 a = p[0];
    V3 b = p[1];
    V3 c = a + b;
    c *= 2.0f;
    V3 d = -c;
    out[0] = d[1];
    out[1] = (a == b) ? 1.0f : 0.0f;
}

int main()
{
    ops<<<1, 1>>>(0, 0);
    return 0;
}
