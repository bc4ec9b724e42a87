struct Empty { int none[0]; };

__device__ int use(Empty e) { return 1; }

__global__ void k(int *p, Empty e) { p[0] = 2; }

int main()
{
    return 0;
}
