template <typename T>
__global__ void process(T *p) { p[threadIdx.x] = T(); }

struct { int a; float b; } anon_value;

int main()
{
    decltype(anon_value) *p;
    cudaMalloc((void **)&p, 32 * sizeof(*p));
    process<<<1, 32>>>(p);
    return 0;
}
