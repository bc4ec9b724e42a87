[[nodiscard]] static int grid_size(int n, int b) { return (n + b - 1) / b; }

[[deprecated("use scale2")]] __global__ void scale_old(float *p) { p[threadIdx.x] *= 2.0f; }

__global__ void scale2(float *p, [[maybe_unused]] int n)
{
    switch (threadIdx.x % 2) {
    case 0:
        p[threadIdx.x] *= 2.0f;
        [[fallthrough]];
    case 1:
        p[threadIdx.x] += 1.0f;
        break;
    }
}

int main()
{
    float *p;
    cudaMalloc((void **)&p, 64 * sizeof(float));
    scale2<<<grid_size(64, 32), 32>>>(p, 64);
    return 0;
}
