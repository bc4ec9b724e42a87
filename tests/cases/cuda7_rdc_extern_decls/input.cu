extern __device__ int shared_counter;
extern __constant__ float shared_params[8];
extern __global__ void defined_elsewhere(int *p);
namespace other {
extern __device__ int remote;
}

__global__ void consume(int *out)
{
    out[threadIdx.x] = shared_counter + (int)shared_params[threadIdx.x % 8] + other::remote;
}

int main()
{
    int *p = 0;
    consume<<<1, 8>>>(p);
    defined_elsewhere<<<1, 1>>>(p);
    cudaMemcpyToSymbol(&shared_counter, p, sizeof(int));
    cudaMemcpyToSymbol(&other::remote, p, sizeof(int));
    return 0;
}
