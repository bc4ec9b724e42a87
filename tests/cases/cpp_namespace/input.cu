namespace physics {
const float g = 9.81f;

__device__ float fall_distance(float t)
{
    return 0.5f * g * t * t;
}

namespace detail {
inline int round_up(int n, int m)
{
    return (n + m - 1) / m * m;
}
}
}

namespace {
int file_private = 3;
}

using physics::detail::round_up;

__global__ void fall(float *d, int n)
{
    int i = threadIdx.x;
    if (i < n)
        d[i] = physics::fall_distance(i * 0.1f);
}

int main()
{
    int n = round_up(100, 32);
    float *d;
    cudaMalloc((void **)&d, n * sizeof(float));
    fall<<<1, n>>>(d, n);
    return file_private;
}
