template <typename F> __global__ void run(F f) { f(0); }
struct Big { int v[4]; };
int main()
{
    run<<<1, 1>>>([] __device__(int i) __host__ { });
    return 0;
}
