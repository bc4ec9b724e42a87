struct Dims {
    int x, y, z;
};

struct Launch {
    Dims grid{1, 1, 1};
    Dims block{32, 1, 1};
    int shared = 0;
};

__global__ void k(Dims d, int *out)
{
    int local[3]{d.x, d.y, d.z};
    out[threadIdx.x] = local[threadIdx.x % 3];
}

int main()
{
    Launch l{};
    l.block = {64, 1, 1};
    int *o;
    cudaMalloc((void **)&o, 64 * sizeof(int));
    dim3 g(l.grid.x, l.grid.y), b{(unsigned)l.block.x};
    k<<<g, b>>>(Dims{4, 5, 6}, o);
    return 0;
}
