void host_anchor(int *p) { p[0] = 0; }

__device__ int dev_counter;
__constant__ float coeffs[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__managed__ int managed_total;
static __device__ int private_counter;
static __constant__ int private_limit = 8;
static __managed__ int private_managed;
__device__ int unused_from_host;

namespace cfg {
__device__ int level;
static __device__ int hidden_level;
__constant__ int table[2] = {3, 5};
}

__global__ void update(int *out)
{
    out[0] = dev_counter + (int)coeffs[1] + private_counter + private_limit + cfg::level + cfg::hidden_level + unused_from_host;
    managed_total += private_managed;
}

int main()
{
    int *buf = 0;
    update<<<1, 1>>>(buf);
    cudaMemcpyToSymbol(&dev_counter, buf, sizeof(int));
    cudaMemcpyToSymbol(coeffs, buf, sizeof(coeffs));
    cudaMemcpyToSymbol(&private_counter, buf, sizeof(int));
    cudaMemcpyToSymbol(&private_limit, buf, sizeof(int));
    cudaMemcpyToSymbol(&cfg::level, buf, sizeof(int));
    cudaMemcpyToSymbol(&cfg::hidden_level, buf, sizeof(int));
    cudaMemcpyToSymbol(cfg::table, buf, sizeof(cfg::table));
    return managed_total + private_managed;
}
