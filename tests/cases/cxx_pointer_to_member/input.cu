struct Particle {
    float x, y, z;
    __host__ __device__ float norm2() const { return x * x + y * y + z * z; }
};

__global__ void extract(const Particle *p, float *out, float Particle::*field, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = p[i].*field;
}

int main()
{
    Particle *p;
    float *o;
    cudaMalloc((void **)&p, 32 * sizeof(Particle));
    cudaMalloc((void **)&o, 32 * sizeof(float));
    extract<<<1, 32>>>(p, o, &Particle::y, 32);
    float (Particle::*fn)() const = &Particle::norm2;
    Particle h = {1, 2, 2};
    return (h.*fn)() == 9.0f ? 0 : 1;
}
