__global__ void __launch_bounds__(256) __maxnreg__(40) k(float *p) { p[threadIdx.x] = 0; }

int main()
{
    return 0;
}
