struct Cfg {
    int n;
};

__device__ int use(__grid_constant__ const Cfg c) { return c.n; }

__global__ void k(const __grid_constant__ Cfg c, int *out) { out[0] = use(c); }

int main()
{
    return 0;
}
