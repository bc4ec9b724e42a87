class Accumulator {
public:
    __host__ __device__ Accumulator() : total(0), count(0) {}
    __host__ __device__ void add(float v)
    {
        total += v;
        ++count;
    }
    __host__ __device__ float mean() const { return count ? total / count : 0.0f; }

private:
    float total;
    int count;
};

struct Particle {
    float x, v;
    __device__ void step(float dt) { x += v * dt; }
};

__global__ void simulate(Particle *p, float *means, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    Accumulator acc;
    for (int s = 0; s < 10; s++) {
        p[i].step(0.1f);
        acc.add(p[i].x);
    }
    means[i] = acc.mean();
}

int main()
{
    Accumulator host_acc;
    host_acc.add(1.0f);
    Particle *p;
    float *m;
    cudaMalloc((void **)&p, 64 * sizeof(Particle));
    cudaMalloc((void **)&m, 64 * sizeof(float));
    simulate<<<1, 64>>>(p, m, 64);
    return host_acc.mean() > 0 ? 0 : 1;
}
