// A function's type has no top-level parameter qualifiers: deducing from a
// kernel with __restrict__ and const parameters gives void (*)(float *, int).
template <typename F>
__host__ __device__ int arity_of(F f, int extra) { return extra + (f != 0); }
template <typename F>
void launch_with(F *f, int n) { (void)f; (void)n; }
__global__ void scale(float *__restrict__ data, const int n) { if (threadIdx.x < n) data[threadIdx.x] *= 2.0f; }
void decl_twice(const int a);
void decl_twice(int a) { (void)a; }
int main()
{
    launch_with(scale, 4);
    int r = arity_of(scale, 1);
    float *d = 0;
    scale<<<1, 32>>>(d, 32);
    decl_twice(3);
    return r;
}
