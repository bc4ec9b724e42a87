constexpr int square(int x) { return x * x; }
constexpr int TILE = 4;

struct Grid {
    static constexpr int cells = square(TILE);
};

__global__ void fill(int *out)
{
    __shared__ int tile[Grid::cells];
    tile[threadIdx.x % Grid::cells] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[0];
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, Grid::cells * sizeof(int));
    fill<<<1, Grid::cells>>>(o);
    return 0;
}
