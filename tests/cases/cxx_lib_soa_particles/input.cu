#include <cstdlib>

struct ParticlesView {
    float *x, *y, *vx, *vy;
    int n;
    __device__ void advance(int i, float dt)
    {
        x[i] += vx[i] * dt;
        y[i] += vy[i] * dt;
    }
};

class Particles {
public:
    explicit Particles(int n) : n_(n)
    {
        float **fields[4] = {&v_.x, &v_.y, &v_.vx, &v_.vy};
        for (float **f : fields)
            cudaMalloc((void **)f, n * sizeof(float));
        v_.n = n;
    }
    ~Particles()
    {
        cudaFree(v_.x);
        cudaFree(v_.y);
        cudaFree(v_.vx);
        cudaFree(v_.vy);
    }
    ParticlesView view() const { return v_; }
    int size() const { return n_; }
private:
    ParticlesView v_;
    int n_;
};

__global__ void step(ParticlesView p, float dt)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < p.n; i += gridDim.x * blockDim.x)
        p.advance(i, dt);
}

int main()
{
    Particles ps(1 << 14);
    for (int s = 0; s < 10; ++s)
        step<<<64, 256>>>(ps.view(), 0.01f);
    return cudaDeviceSynchronize() == cudaSuccess ? EXIT_SUCCESS : EXIT_FAILURE;
}
