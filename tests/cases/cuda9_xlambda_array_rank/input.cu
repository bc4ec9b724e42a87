template <typename F> __global__ void run(F f) { f(0); }
int main()
{
    int a[1][1][1][1][1][1][1][1] = {};
    run<<<1, 1>>>([=] __device__(int i) { (void)a[0][0][0][0][0][0][0][0]; });
    return 0;
}
