struct Range {
    int begin, end, step;
    __host__ __device__ Range(int b, int e, int s = 1) : begin(b), end(e), step(s) {}
    __host__ __device__ int count() const { return (end - begin + step - 1) / step; }
};

struct Tile {
    Range rows;
    Range cols;
    __device__ Tile(int r, int c) : rows(0, r), cols(0, c, 2) {}
};

__global__ void tiles(int *out)
{
    Tile t(8, 16);
    out[0] = t.rows.count() * t.cols.count();
}

int main()
{
    Range r(0, 10, 3);
    int *d;
    cudaMalloc((void **)&d, sizeof(int));
    tiles<<<1, 1>>>(d);
    return r.count() == 4 ? 0 : 1;
}
