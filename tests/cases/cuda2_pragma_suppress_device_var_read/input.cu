__device__ int flag;

int main()
{
#pragma nv_diag_suppress 20091
    int a = flag;
#pragma nv_diag_default 20091
    int b = flag;
    return a + b;
}
