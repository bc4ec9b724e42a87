template <typename T>
__global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }

static __global__ void local_kernel(int *p) { p[threadIdx.x] = 0; }

namespace {
__global__ void anon_kernel(int *p) { p[threadIdx.x] = 1; }
__device__ int anon_var;
}

__device__ int visible_var;
__constant__ int visible_const = 3;

int main()
{
    float *f;
    int *i;
    cudaMalloc((void **)&f, 32 * sizeof(float));
    cudaMalloc((void **)&i, 32 * sizeof(int));
    scale<<<1, 32>>>(f, 2.0f);
    local_kernel<<<1, 32>>>(i);
    anon_kernel<<<1, 32>>>(i);
    return 0;
}
