__device__ __attribute__((nv_register_params)) int add(int a, int b) { return a + b; }

__global__ void k(int *p) { p[0] = add(p[0], 1); }

int main()
{
    return 0;
}
