template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

int main()
{
    struct Local {
        static void go(int *o) { run<<<1, 1>>>([] __device__() { return 1; }, o); }
    };
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    Local::go(o);
    return 0;
}
