__global__ void __launch_bounds__(128, 4, 2) k(float *p) { p[threadIdx.x] = 3.0f; }

int main()
{
    return 0;
}
