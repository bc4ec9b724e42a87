class Counter {
    int count_;
    __device__ void bump() { ++count_; }
public:
    __device__ Counter() : count_(0) {}
};

__global__ void k(int *out)
{
    Counter c;
    c.bump();
    out[0] = c.count_;
}

int main()
{
    return 0;
}
