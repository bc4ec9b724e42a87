struct Launches {
    static int count;
    static void note() { ++count; }
};
int Launches::count = 0;

__global__ void work(int *p) { p[threadIdx.x] += 1; }

template <typename Kernel>
void launch(Kernel k, int *p)
{
    Launches::note();
    k<<<1, 32>>>(p);
}

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    launch(work, p);
    launch(work, p);
    return Launches::count == 2 ? 0 : 1;
}
