#pragma nv_diag_warning 20238
__global__ void k(float *p) { p[threadIdx.x] = 0; }
__global__ void __launch_bounds__(64) bounded(float *p) { p[threadIdx.x] = 1; }

int main()
{
    return 0;
}
