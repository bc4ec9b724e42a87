namespace {
__device__ int counter;
__device__ int bump(int x) { return atomicAdd(&counter, x); }
__global__ void k(int *o) { o[threadIdx.x] = bump(1); }
struct Local { int v; };
}

static __global__ void k2(int *o) { o[0] = counter; }

int main()
{
    int *o;
    cudaMalloc((void **)&o, 128);
    k<<<1, 32>>>(o);
    k2<<<1, 1>>>(o);
    Local l{0};
    return l.v;
}
