template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

template <bool B>
void launch(int *o)
{
    int v = 3;
    auto l = [=] __device__() {
        if constexpr (B)
            return v;
        else
            return 0;
    };
    run<<<1, 1>>>(l, o);
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    launch<true>(o);
    return 0;
}
