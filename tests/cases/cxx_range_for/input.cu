#include <cstdio>

struct Span {
    int *b, *e;
    __host__ __device__ int *begin() const { return b; }
    __host__ __device__ int *end() const { return e; }
};

__global__ void total(int *data, int n, int *out)
{
    Span s = {data, data + n};
    int acc = 0;
    for (int v : s)
        acc += v;
    out[0] = acc;
}

int main()
{
    int sizes[] = {64, 128, 256};
    int *d, *o;
    cudaMalloc((void **)&d, 256 * sizeof(int));
    cudaMalloc((void **)&o, sizeof(int));
    for (int n : sizes)
        total<<<1, 1>>>(d, n, o);
    for (auto &n : sizes)
        n *= 2;
    printf("%d\n", sizes[0]);
    return 0;
}
