template <typename T>
__global__ void process(T *p) { p[threadIdx.x] = T(); }

class Engine {
    struct State { int v; };
public:
    void run()
    {
        State *s;
        cudaMalloc((void **)&s, 32 * sizeof(State));
        process<<<1, 32>>>(s);
    }
};

int main()
{
    Engine e;
    e.run();
    return 0;
}
