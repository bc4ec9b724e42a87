struct NonCopyable {
    NonCopyable() = default;
    NonCopyable(const NonCopyable &) = delete;
    NonCopyable &operator=(const NonCopyable &) = delete;
    NonCopyable(NonCopyable &&) = default;
    int handle = 0;
};

struct Pod {
    float a;
    int b;
    Pod() = default;
    __host__ __device__ Pod(float x, int y) : a(x), b(y) {}
};

__global__ void k(Pod p, float *out) { out[0] = p.a * p.b; }

int main()
{
    NonCopyable a;
    NonCopyable b(static_cast<NonCopyable &&>(a));
    float *o;
    cudaMalloc((void **)&o, sizeof(float));
    k<<<1, 1>>>(Pod(1.5f, 2), o);
    return b.handle;
}
