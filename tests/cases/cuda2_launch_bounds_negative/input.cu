__global__ void __launch_bounds__(-64) k(float *p) { p[threadIdx.x] = 1.0f; }

int main()
{
    return 0;
}
