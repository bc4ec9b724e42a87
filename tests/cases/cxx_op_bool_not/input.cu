struct Status {
    int code;
    __host__ __device__ bool operator!() const { return code != 0; }
};

__global__ void check(const Status *s, int *bad, int n)
{
    int i = threadIdx.x;
    if (i < n && !s[i])
        atomicAdd(bad, 1);
}

int main()
{
    Status ok = {0};
    if (!ok)
        return 1;
    Status *s;
    int *b;
    cudaMalloc((void **)&s, 32 * sizeof(Status));
    cudaMalloc((void **)&b, sizeof(int));
    check<<<1, 32>>>(s, b, 32);
    return 0;
}
