__global__ void g(int k, int *p, float fl, long m, unsigned u, double d) { bool b = k; bool c = p; bool e = fl; bool f = m; bool h = u; bool i = d; const int ck = k; bool j = ck; }
template <typename F>
__global__ void each(F f, int *p) { f(p + threadIdx.x); }
__device__ int use(int a, long b) { return a + (int)b; }
void first(int *p, int k, long m, float fl)
{
    each<<<1, 32>>>([=] __device__(int *q) { int *r = p; r = p; *q = use(k, k); float g = fl; *q = -k; *q += k; *q = k + 1; }, p);
    each<<<1, 32>>>([=] __device__(int *q) { return k; }, p);
    each<<<1, 32>>>([=] __device__(int *q) -> long { return k; }, p);
    each<<<1, 32>>>([=] __device__(int *q) mutable { *q = k; }, p);
    each<<<1, 32>>>([=] __host__ __device__(int *q) -> int { *q = k; return k; }, p);
}
int main() { first(0, 1, 2, 3.0f); return 0; }
