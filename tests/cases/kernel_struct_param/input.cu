struct Params {
    float alpha;
    float beta;
    int n;
};

typedef struct {
    float x, y, z;
} Vec3;

__device__ Vec3 vadd(Vec3 a, Vec3 b)
{
    Vec3 r = {a.x + b.x, a.y + b.y, a.z + b.z};
    return r;
}

__global__ void update(Params p, Vec3 *v, Vec3 delta)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) {
        v[i] = vadd(v[i], delta);
        v[i].x = p.alpha * v[i].x + p.beta;
    }
}

int main()
{
    Params p = {2.0f, 1.0f, 128};
    Vec3 delta = {0.1f, 0.2f, 0.3f};
    Vec3 *v;
    cudaMalloc((void **)&v, p.n * sizeof(Vec3));
    update<<<1, 128>>>(p, v, delta);
    return 0;
}
