template <typename F>
__global__ void run(F f) { f(); }

int main()
{
    int counter = 0;
    run<<<1, 1>>>([&] __device__() { counter++; });
    return counter;
}
