// Const locals initialized at run time, bool constants in conditions,
// switch labels on an unsigned condition, else blocks.
template <bool Fast>
__device__ float step(float x)
{
    if (Fast) {
        return x * 0.5f;
    } else {
        return x / 2.0f;
    }
}

__global__ void control(float *p, unsigned mode)
{
    const float base = p[0];
    const int lane = threadIdx.x & 31;
    const float k = 3.0f;
    switch (mode) {
    case 0:
        p[lane] = step<true>(base) * k;
        break;
    case 2:
        p[lane] = step<false>(base);
        break;
    default:
        break;
    }
    while (false) {
    }
    if (lane > 4) {
        p[lane] += 1.0f;
    } else if (lane > 2) {
        p[lane] -= 1.0f;
    } else {
        p[lane] = 0.0f;
    }
}

int main()
{
    control<<<1, 32>>>(0, 0u);
    return 0;
}
