template <typename F>
__global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x, 2); }

template <typename F>
int on_host(F f) { return f(1, 2); }

int main()
{
    int a = 3;
    short b = 4;
    auto add = [=] __host__ __device__(int i, int j) { return a * i + b * j; };
    auto mul = [a] __host__ __device__(int i, int j) mutable { a += i; return a * j; };
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    run<<<1, 32>>>(add, o);
    run<<<1, 32>>>(mul, o);
    return on_host(add) + on_host(mul) > 0 ? 0 : 1;
}
