#pragma nv_diag_warning 20007
__device__ int dev(int x) { return x; }

int main()
{
    return dev(0);
}
