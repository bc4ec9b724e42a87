struct S {
    int a;
    float b;
    __host__ __device__ int twice() const { return 2 * a; }
};

__host__ __device__ int get(const S &s, int S::*pm) { return s.*pm; }
__host__ __device__ int call(const S &s, int (S::*pf)() const) { return (s.*pf)(); }

__global__ void k(int *o)
{
    S s{3, 1.0f};
    o[0] = get(s, &S::a) + call(s, &S::twice);
}

int main()
{
    S s{4, 2.0f};
    int S::*pa = &S::a;
    float S::*pb = &S::b;
    S *ps = &s;
    int *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o);
    return ps->*pa + (int)(s.*pb) - 6;
}
