struct Params { int n; float scale; };

template <typename T>
__global__ void run(const T p, int *out);

template <typename T>
__global__ void run(__grid_constant__ const T p, int *out) { out[0] = p.n; }

int main()
{
    return 0;
}
