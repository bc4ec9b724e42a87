__global__ void __launch_bounds__(128) __launch_bounds__(256) k(float *p) { p[threadIdx.x] = 1.0f; }

int main()
{
    return 0;
}
