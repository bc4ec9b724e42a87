__device__ long double widen(double x) { return x; }

__global__ void k(double *p) { p[0] = (double)widen(p[0]); }

int main()
{
    return 0;
}
