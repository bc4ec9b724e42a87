struct Grid {
    struct Cell {
        int x, y;
        __host__ __device__ int linear(int w) const { return y * w + x; }
    };
    int w, h;
};

__global__ void k(int *out, Grid g)
{
    struct Local {
        __device__ static int twice(int v) { return 2 * v; }
    };
    Grid::Cell c = {(int)threadIdx.x, (int)blockIdx.x};
    out[c.linear(g.w)] = Local::twice(c.x);
}

int main()
{
    Grid g = {32, 4};
    int *o;
    cudaMalloc((void **)&o, 128 * sizeof(int));
    k<<<4, 32>>>(o, g);
    return 0;
}
