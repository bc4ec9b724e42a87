__device__ int next_ticket()
{
    static __device__ int ticket;
    return atomicAdd(&ticket, 1);
}

__global__ void k(int *out)
{
    static int calls;
    out[threadIdx.x] = next_ticket() + calls;
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    k<<<1, 32>>>(o);
    return 0;
}
