namespace sim {
struct State { float pos; float vel; };
namespace detail {
__device__ inline float step(float x, float dx, float dt) { return x + dx * dt; }
}
__global__ void advance(State *s, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        s[i].pos = detail::step(s[i].pos, s[i].vel, dt);
}
}

int main()
{
    sim::State *s;
    cudaMalloc((void **)&s, 64 * sizeof(sim::State));
    sim::advance<<<1, 64>>>(s, 0.5f, 64);
    return 0;
}
