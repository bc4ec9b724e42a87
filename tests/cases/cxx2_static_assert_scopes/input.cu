namespace cfg {
constexpr int kWarp = 32;
static_assert(kWarp % 2 == 0, "warp size is even");
}

struct Tile {
    static constexpr int rows = 4;
    static_assert(rows > 0, "rows");
    float v[rows];
};

static_assert(sizeof(Tile) == 16, "tile size");

__global__ void k(float *p)
{
    static_assert(cfg::kWarp == 32);
    p[threadIdx.x] = 1.0f;
}

int main()
{
    static_assert(sizeof(int) == 4, "int is 32-bit");
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    k<<<1, 32>>>(p);
    return 0;
}
