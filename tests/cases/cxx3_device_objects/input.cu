struct Vec2 {
    float x, y;
    __device__ Vec2(float a, float b = 0.0f) : x(a), y(b) {}
    __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};

struct Body {
    float mass;
    __device__ Body(float m) : mass(m) {}
    __device__ float inv() const { return 1.0f / mass; }
};

struct Particle : Body {
    Vec2 pos;
    Vec2 vel;
    __device__ Particle(float m, float px, float py) : Body(m), pos(px, py), vel(0.0f) {}
    __device__ float energy() const { return 0.5f * mass * vel.dot(vel); }
};

struct Scaled {
    int raw;
    __device__ operator float() const { return raw * 0.25f; }
};

struct Tracker {
    int *slot;
    __device__ Tracker(int *s) : slot(s) { ++*slot; }
    __device__ ~Tracker() { --*slot; }
};

__device__ float pick(bool c, const float &a, float b)
{
    return c ? a : b;
}

__global__ void step(float *out, int *count)
{
    Tracker t(count + threadIdx.x);
    Particle p(2.0f, 1.0f, threadIdx.x * 1.0f);
    Scaled s = {int(threadIdx.x)};
    float f = s;
    out[threadIdx.x] = p.energy() + p.mass + f + pick(f > 1.0f, p.pos.x, Vec2(3.0f).x);
}

int main()
{
    float *o;
    int *c;
    cudaMalloc((void **)&o, 32 * sizeof(float));
    cudaMalloc((void **)&c, 32 * sizeof(int));
    step<<<1, 32>>>(o, c);
    cudaDeviceSynchronize();
    return 0;
}
