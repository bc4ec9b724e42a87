struct Big {
    float values[16];
    int count;
};

__global__ void read_param(const __grid_constant__ Big p, float *out)
{
    out[threadIdx.x] = p.values[threadIdx.x % 16] * p.count;
}

int main()
{
    Big b = {};
    b.count = 2;
    float *out;
    cudaMalloc((void **)&out, 32 * sizeof(float));
    read_param<<<1, 32>>>(b, out);
    return 0;
}
