struct Worker {
    __device__ __launch_bounds__(128) int step(int x) { return x + 1; }
};

__global__ void k(int *p) { Worker w; p[0] = w.step(p[0]); }

int main()
{
    return 0;
}
