int block_size = 128;
__global__ void __launch_bounds__(block_size) k(float *p) { p[threadIdx.x] = 1.0f; }

int main()
{
    return 0;
}
