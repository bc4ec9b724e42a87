// An extended lambda with a clang host compiler.
template <typename F>
__global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

int main()
{
    int *out;
    int base = 3;
    cudaMalloc((void **)&out, 32 * sizeof(int));
    apply<<<1, 32>>>([=] __device__(int i) { return base + i; }, out);
    auto hd = [] __host__ __device__(int x) { return x * x; };
    apply<<<1, 32>>>(hd, out);
    return 0;
}
