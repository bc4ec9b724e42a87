template <typename F>
__global__ void run(F f, int *o) { o[0] = f(); }

struct Base {
protected:
    void launch(int *o)
    {
        run<<<1, 1>>>([] __device__() { return 3; }, o);
    }
public:
    void go(int *o) { launch(o); }
};

int main()
{
    return 0;
}
