template <typename F> __global__ void run(F f) { f(0); }
__device__ int sum() { return 0; }
template <typename... T> __device__ int sum(int a, T... t) { return a + sum(t...); }
template <typename... T> void go(T... t) { run<<<1, 1>>>([=] __device__(int i) { (void)sum(t...); }); }
int main() { go(1, 2); return 0; }
