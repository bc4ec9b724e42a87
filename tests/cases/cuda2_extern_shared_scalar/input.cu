extern __shared__ int scalar_shared;

__global__ void k(int *p) { p[0] = scalar_shared; }

int main()
{
    return 0;
}
