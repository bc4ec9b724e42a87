__global__ void __maxnreg__(32) __launch_bounds__(128) k(float *p) { p[threadIdx.x] = 0; }

int main()
{
    return 0;
}
