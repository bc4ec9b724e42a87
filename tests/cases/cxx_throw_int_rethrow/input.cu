static int parse_blocks(int v)
{
    if (v <= 0)
        throw 1;
    return v;
}

__global__ void k(float *x) { x[threadIdx.x] *= 2.0f; }

int main(int argc, char **argv)
{
    int blocks = 0;
    try {
        blocks = parse_blocks(argc);
    } catch (int code) {
        return code;
    } catch (...) {
        throw;
    }
    float *x;
    cudaMalloc((void **)&x, blocks * 32 * sizeof(float));
    k<<<blocks, 32>>>(x);
    return 0;
}
