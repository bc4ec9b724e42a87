inline __global__ void k(int *p) { p[0] = 1; }

int main()
{
    int *p;
    cudaMalloc((void **)&p, sizeof(int));
    k<<<1, 1>>>(p);
    return 0;
}
