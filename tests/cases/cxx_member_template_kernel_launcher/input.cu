class Launcher {
public:
    Launcher(int block) : block_(block) {}
    template <typename Kernel, typename... Args>
    void operator()(Kernel kernel, int n, Args... args) const
    {
        kernel<<<(n + block_ - 1) / block_, block_>>>(args...);
    }
private:
    int block_;
};

__global__ void fill(float *p, float v) { p[blockIdx.x * blockDim.x + threadIdx.x] = v; }
__global__ void iota(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x; }

int main()
{
    float *f;
    int *i;
    cudaMalloc((void **)&f, 1024 * sizeof(float));
    cudaMalloc((void **)&i, 1024 * sizeof(int));
    Launcher launch(128);
    launch(fill, 1024, f, 3.0f);
    launch(iota, 1024, i);
    return 0;
}
