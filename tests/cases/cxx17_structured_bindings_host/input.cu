struct Point { int x; int y; };

__host__ __device__ Point make(int a) { return Point{a, a + 1}; }

__global__ void k(int *out)
{
    auto [x, y] = make(threadIdx.x);
    out[threadIdx.x] = x * y;
}

int main()
{
    auto [a, b] = make(3);
    int arr[2] = {a, b};
    auto &[c, d] = arr;
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    k<<<1, 32>>>(o);
    return c + d - 7;
}
