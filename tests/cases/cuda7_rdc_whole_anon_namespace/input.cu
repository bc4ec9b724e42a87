void host_anchor(int *p) { p[0] = 0; }

namespace {
__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }
__device__ int counter;
__constant__ float scale = 2.0f;
__managed__ int flag;
struct Pair { int a; int b; };
__global__ void take_pair(Pair p, int *out) { out[0] = p.a + p.b + counter; }
}

namespace lib {
__global__ void run(int *p) { p[0] = 1; }
namespace {
__global__ void inner(int *p) { p[0] = 2; }
__device__ int inner_state;
}
}

int main()
{
    int *p = 0;
    fill<<<1, 32>>>(p, 7);
    Pair pr = {1, 2};
    take_pair<<<1, 1>>>(pr, p);
    lib::run<<<1, 1>>>(p);
    lib::inner<<<1, 1>>>(p);
    cudaMemcpyToSymbol(&counter, p, sizeof(int));
    cudaMemcpyToSymbol(&scale, p, sizeof(float));
    cudaMemcpyToSymbol(&lib::inner_state, p, sizeof(int));
    return flag;
}
