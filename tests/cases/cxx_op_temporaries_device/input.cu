struct Vec2 {
    float x, y;
    __host__ __device__ Vec2 operator+(const Vec2 &o) const { return Vec2{x + o.x, y + o.y}; }
    __host__ __device__ Vec2 scaled(float s) const { return Vec2{x * s, y * s}; }
    __host__ __device__ Vec2 &operator+=(const Vec2 &o)
    {
        x += o.x;
        y += o.y;
        return *this;
    }
    __host__ __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};

__host__ __device__ inline Vec2 make(float a) { return {a, 2}; }
__host__ __device__ inline Vec2 origin() { return Vec2{0, 0}; }

struct Stepper {
    Vec2 step;
    __device__ Vec2 advance(const Vec2 &p) const { return p + step; }
};

__global__ void move(Vec2 *pos, const Vec2 *vel, Stepper st, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        pos[i] = pos[i] + vel[i].scaled(0.5f);
        pos[i] += make(1.0f);
        pos[i] = st.advance(pos[i]);
        if (pos[i] == origin())
            pos[i] = make(3.0f);
    }
}

int main()
{
    Vec2 *p, *v;
    cudaMalloc((void **)&p, 64 * sizeof(Vec2));
    cudaMalloc((void **)&v, 64 * sizeof(Vec2));
    Stepper s = {{1.0f, 0.0f}};
    move<<<1, 64>>>(p, v, s, 64);
    return 0;
}
