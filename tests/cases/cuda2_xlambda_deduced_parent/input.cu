template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

auto launch(int *o)
{
    run<<<1, 1>>>([] __device__() { return 7; }, o);
    return 0;
}

int main()
{
    return 0;
}
