// Parameter names on later lines are marked in definitions only; static
// device functions (templates too) get their pragmas before the header.
int proto_lines(int first,
                int second,
                int third);
int def_lines(int first,
              int *
              second)
{
    return first + *second;
}
static __device__ int dev_lines(int a,
                                float b)
{
    return a + (int)b;
}
static __device__ int dev_plain(int a) { return a; }
template <typename T>
static __device__ T dev_tmpl(T *p,
                             int k)
{
    return p[k];
}
template <typename T>
__device__ T dev_decl(T x);
__device__ int merged(int);
__host__ int merged(int);
int main() { int v = 2; return def_lines(1, &v); }
