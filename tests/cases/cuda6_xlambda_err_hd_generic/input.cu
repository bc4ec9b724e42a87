template <typename F>
__global__ void run(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }

class Holder {
    void hidden(int *o)
    {
        run<<<1, 32>>>([] __device__(int i) { return i; }, o);
    }
public:
    void visible(int *o) { hidden(o); }
};

int main()
{
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    auto g = [] __host__ __device__(auto x) { return x + 1; };
    Holder h;
    h.visible(o);
    return g(1) == 2 ? 0 : 1;
}
