struct {
    void run()
    {
        auto l = [] __device__ (int i) { return i * 2; };
        (void)l;
    }
} runner;

int main()
{
    runner.run();
    return 0;
}
