template <typename T>
__global__ void process(T *p) { p[threadIdx.x] = T(); }

int main()
{
    struct Local { int a; };
    Local *p;
    cudaMalloc((void **)&p, 32 * sizeof(Local));
    process<<<1, 32>>>(p);
    return 0;
}
