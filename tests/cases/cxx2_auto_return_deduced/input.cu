__host__ __device__ inline auto half(float x) { return x * 0.5f; }

inline auto twice(int x) { return x + x; }

auto sum3(int a, int b, int c) -> int { return a + b + c; }

__global__ void k(float *p)
{
    auto i = threadIdx.x;
    const auto h = half(p[i]);
    p[i] = h;
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    k<<<1, 32>>>(p);
    auto t = twice(2);
    return sum3(t, 1, -5);
}
