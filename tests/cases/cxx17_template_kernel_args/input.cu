template <typename T, int N, bool Flag, char C>
__global__ void k(T *p)
{
    if (Flag) p[threadIdx.x] = T(N) + C;
}

template <unsigned long long M, short S>
__global__ void k2(long *p) { p[0] = M + S; }

template <typename T, typename U = float>
__global__ void k3(T a, U b, T *o) { *o = a + b; }

int main()
{
    float *f; long *l; double *d;
    cudaMalloc((void **)&f, 128); cudaMalloc((void **)&l, 8); cudaMalloc((void **)&d, 8);
    k<float, 4, true, 'a'><<<1, 32>>>(f);
    k<double, -3, false, 0><<<1, 1>>>(d);
    k2<1ull << 40, -2><<<1, 1>>>(l);
    k3<<<1, 1>>>(1.0, 2.0f, d);
    k3<double, int><<<1, 1>>>(1.0, 2, d);
    return 0;
}
