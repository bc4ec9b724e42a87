__device__ int seed() { return 42; }

__device__ int next()
{
    static int state = seed();
    return state++;
}

__global__ void k(int *p) { p[0] = next(); }

int main()
{
    return 0;
}
