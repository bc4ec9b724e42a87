__global__ void launched(int *p) { p[0] = 1; }
__global__ void unreferenced(int *p) { p[0] = 2; }
__global__ void from_static_host(int *p) { p[0] = 3; }
__global__ void from_hd(int *p) { p[0] = 4; }
__global__ void address_only(int *p) { p[0] = 5; }
extern "C" __global__ void c_named(int *p) { p[0] = 6; }
__device__ int read_in_static_host;
__device__ int only_in_device;
__constant__ int read_directly = 3;

__device__ int device_helper() { return only_in_device; }
__global__ void uses_helper(int *p) { p[0] = device_helper(); }

static void helper_never_called()
{
    from_static_host<<<1, 1>>>(0);
    cudaMemcpyToSymbol(&read_in_static_host, 0, sizeof(int));
}

__host__ __device__ void both()
{
#ifndef __CUDA_ARCH__
    from_hd<<<1, 1>>>(0);
#endif
}

void *kernel_ptr = (void *)address_only;

int main()
{
    launched<<<1, 1>>>(0);
    c_named<<<1, 1>>>(0);
    uses_helper<<<1, 1>>>(0);
    both();
    int r = read_directly;
    return r;
}
