struct Solver {
    __global__ void step(float *p);
    static __global__ void reset(float *p);
};

int main()
{
    return 0;
}
