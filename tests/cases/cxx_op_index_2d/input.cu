struct Row {
    float *p;
    __host__ __device__ float &operator[](int c) const { return p[c]; }
};

struct Grid {
    float *data;
    int width;
    __host__ __device__ Row operator[](int r) const { return Row{data + r * width}; }
};

__global__ void blur(Grid in, Grid out, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (y > 0 && y < h - 1)
        out[y][x] = (in[y - 1][x] + in[y][x] + in[y + 1][x]) / 3.0f;
}

int main()
{
    float *a, *b;
    cudaMalloc((void **)&a, 64 * 64 * sizeof(float));
    cudaMalloc((void **)&b, 64 * 64 * sizeof(float));
    Grid g1 = {a, 64}, g2 = {b, 64};
    blur<<<64, 64>>>(g1, g2, 64);
    float host[4] = {1, 2, 3, 4};
    Grid h = {host, 2};
    return h[1][0] == 3.0f ? 0 : 1;
}
